import {
  applicationConfirmationSchema,
  positionRegistrationSchema,
  positionTokenParamsSchema,
  type ApplicationAnswer,
  type ApplicationConfirmationAnswer,
  type PublicPositionAnswer,
} from '@facet/hiring-domain';
import {
  clientAddress,
  defineRoute,
  enforceRateLimits,
  spanningCompanies,
  userIdOf,
} from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { HiringSettings } from '../../hiring-options';
import {
  applyWithAccount,
  confirmApplication,
  readPublicPosition,
  registerForPosition,
} from '../../services/applications';

/** The `rate_limits` keys of a position link's public calls; a per-person key ends with the address. */
const rateLimitKeys = {
  linkReadsAddress: (address: string) => `apply:reads:address:${address}`,
  registrationsAddress: (address: string) => `apply:registrations:address:${address}`,
  registrationsEmail: (email: string) => `apply:registrations:email:${email.toLowerCase()}`,
};

/**
 * The public calls of a position link (D90): a visitor reads the position, signs up and confirms
 * the address without an account; a signed-in person applies with theirs. Paths and payloads are
 * the domain's (application-schemas.ts).
 */
export function applyRoutes(settings: HiringSettings): ServerRoute[] {
  const { ports, rateLimits } = settings;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/apply/{token}',
      options: { auth: false },
      validate: { params: positionTokenParamsSchema },
      handler: async ({ params, request }): Promise<PublicPositionAnswer> => {
        const database = request.server.app.database;
        await enforceRateLimits(database, [
          {
            key: rateLimitKeys.linkReadsAddress(clientAddress(request)),
            limit: rateLimits.linkReadsPerAddress,
          },
        ]);
        return readPublicPosition(ports, database, params.token);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/apply/{token}/registrations',
      options: { auth: false },
      validate: { params: positionTokenParamsSchema, payload: positionRegistrationSchema },
      handler: async ({ params, payload, request, h }) => {
        const database = request.server.app.database;
        await enforceRateLimits(database, [
          {
            key: rateLimitKeys.registrationsAddress(clientAddress(request)),
            limit: rateLimits.registrationsPerAddress,
          },
          {
            key: rateLimitKeys.registrationsEmail(payload.email),
            limit: rateLimits.registrationsPerEmail,
            refusal: 'Too many sign-ups for this address.',
          },
        ]);
        const answer = await registerForPosition(
          ports,
          database,
          settings.publicUrl,
          params.token,
          payload,
        );
        return h.response(answer).code(202);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/apply/confirmations',
      options: { auth: false },
      validate: { payload: applicationConfirmationSchema },
      handler: async ({ payload, request, h }) => {
        const database = request.server.app.database;
        await enforceRateLimits(database, [
          {
            key: rateLimitKeys.linkReadsAddress(clientAddress(request)),
            limit: rateLimits.linkReadsPerAddress,
          },
        ]);
        const confirmed = await confirmApplication(ports, database, payload.token);
        const session = await ports.signInUser(request, h, confirmed.userId);
        const answer: ApplicationConfirmationAnswer = {
          ...session,
          application: confirmed.application,
        };
        return h.response(answer).code(201).header('cache-control', 'no-store');
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/apply/{token}/applications',
      options: {
        auth: 'user',
        // The position belongs to a company the applicant is usually not a member of.
        app: spanningCompanies(
          "an applicant applies to another company's position, which the token names",
        ),
      },
      validate: { params: positionTokenParamsSchema },
      principal: userIdOf,
      handler: async ({ params, principal: userId, request, h }) => {
        const application = await applyWithAccount(
          ports,
          request.server.app.database,
          params.token,
          userId,
        );
        return h.response({ application } satisfies ApplicationAnswer).code(201);
      },
    }),
  ];
}
