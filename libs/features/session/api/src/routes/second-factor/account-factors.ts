import {
  clientAddress,
  defineRoute,
  type Principal,
  type PrincipalKind,
} from '@facet/platform-http';
import {
  removeSecondFactorSchema,
  totpConfirmSchema,
  type RecoveryCodesAnswer,
} from '@facet/session-domain';
import type { Request, ServerRoute } from '@hapi/hapi';
import {
  confirmTotpEnrolment,
  removeTotp,
  secondFactorsOf,
  startTotpEnrolment,
} from '../../second-factors/enrolment';
import { mustHoldSecondFactor } from '../../second-factors/sign-in-step';
import type { SessionSettings } from '../../session-options';
import { sessionPathOf, signedInAs } from './route-paths';

/**
 * A signed-in person's own second factors, from the account's Security tab (D98); users under
 * /api/auth, platform admins under /api/admin:
 * - GET …/second-factors: the factors (kind and dates, never a secret), recovery codes left,
 *   and whether the person must keep one.
 * - POST …/second-factors/totp: starts setting up the app ({secret, uri}); 409 when one is.
 * - POST …/second-factors/totp/confirm {code}: confirms it, answering the recovery codes once.
 * - POST …/second-factors/totp/remove {code | password}: removes it; mailed when it was the last.
 */
export function secondFactorAccountRoutes(settings: SessionSettings): ServerRoute[] {
  return (['user', 'admin'] as const).flatMap((kind: PrincipalKind) => {
    const { strategy, idOf } = signedInAs[kind];
    const principal = (request: Request): Principal => ({ kind, id: idOf(request) });
    const base = `${sessionPathOf[kind]}/second-factors`;
    return [
      defineRoute({
        method: 'GET',
        path: base,
        options: { auth: strategy },
        principal,
        handler: async ({ principal: person, request, h }) => {
          const required = await mustHoldSecondFactor(request, settings, person);
          const answer = await secondFactorsOf(request.server.app.database, person, required);
          return h.response(answer).header('cache-control', 'no-store');
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}/totp`,
        options: { auth: strategy },
        principal,
        handler: async ({ principal: person, request, h }) => {
          const enrolment = await startTotpEnrolment(request.server.app.database, settings, person);
          return h.response(enrolment).header('cache-control', 'no-store');
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}/totp/confirm`,
        options: { auth: strategy },
        validate: { payload: totpConfirmSchema },
        principal,
        handler: async ({ payload, principal: person, request, h }) => {
          const recoveryCodes = await confirmTotpEnrolment(
            request.server.app.database,
            settings,
            person,
            { code: payload.code, address: clientAddress(request) },
          );
          const answer: RecoveryCodesAnswer = { recoveryCodes };
          return h.response(answer).header('cache-control', 'no-store');
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}/totp/remove`,
        options: { auth: strategy },
        validate: { payload: removeSecondFactorSchema },
        principal,
        handler: async ({ payload, principal: person, request, h }) => {
          await removeTotp(request.server.app.database, settings, person, {
            ...payload,
            address: clientAddress(request),
          });
          return h.response().code(204);
        },
      }),
    ];
  });
}
