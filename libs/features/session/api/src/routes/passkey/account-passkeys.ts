import {
  clientAddress,
  defineRoute,
  type Principal,
  type PrincipalKind,
} from '@facet/platform-http';
import {
  passkeyIdParamsSchema,
  passkeyRegistrationSchema,
  removeSecondFactorSchema,
} from '@facet/session-domain';
import type { Request, ServerRoute } from '@hapi/hapi';
import { limitPasskeyCalls } from '../../passkeys/passkey-assertions';
import {
  addPasskey,
  passkeyRegistrationOptions,
  removePasskey,
} from '../../passkeys/passkey-registration';
import { relyingPartyOf } from '../../passkeys/relying-party';
import type { SessionSettings } from '../../session-options';
import { sessionPathOf, signedInAs } from '../second-factor/route-paths';

/**
 * A signed-in person's own passkeys, from the account's Security tab (D100); users under
 * /api/auth, platform admins under /api/admin (the list is GET …/second-factors, D98):
 * - POST …/second-factors/passkeys/options: the options for `startRegistration`.
 * - POST …/second-factors/passkeys {name, response}: keeps the new passkey ({id, recoveryCodes},
 *   the codes when it is the person's first factor); 400 when it does not verify, 409 when the
 *   credential is already someone's.
 * - POST …/second-factors/passkeys/{id}/remove {code | password}: removes it; mailed when it was
 *   the last factor.
 */
export function passkeyAccountRoutes(settings: SessionSettings): ServerRoute[] {
  return (['user', 'admin'] as const).flatMap((kind: PrincipalKind) => {
    const { strategy, idOf } = signedInAs[kind];
    const principal = (request: Request): Principal => ({ kind, id: idOf(request) });
    const base = `${sessionPathOf[kind]}/second-factors/passkeys`;
    return [
      defineRoute({
        method: 'POST',
        path: `${base}/options`,
        options: { auth: strategy },
        principal,
        handler: async ({ principal: person, request, h }) => {
          const database = request.server.app.database;
          await limitPasskeyCalls(database, settings, clientAddress(request));
          const options = await passkeyRegistrationOptions(
            database,
            relyingPartyOf(settings, request),
            person,
          );
          return h.response(options).header('cache-control', 'no-store');
        },
      }),
      defineRoute({
        method: 'POST',
        path: base,
        options: { auth: strategy },
        validate: { payload: passkeyRegistrationSchema },
        principal,
        handler: async ({ payload, principal: person, request, h }) => {
          const database = request.server.app.database;
          await limitPasskeyCalls(database, settings, clientAddress(request));
          const added = await addPasskey(database, relyingPartyOf(settings, request), person, {
            name: payload.name,
            response: payload.response,
          });
          return h.response(added).header('cache-control', 'no-store');
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}/{id}/remove`,
        options: { auth: strategy },
        validate: { params: passkeyIdParamsSchema, payload: removeSecondFactorSchema },
        principal,
        handler: async ({ params, payload, principal: person, request, h }) => {
          await removePasskey(request.server.app.database, settings, person, {
            id: params.id,
            ...payload,
            address: clientAddress(request),
          });
          return h.response().code(204);
        },
      }),
    ];
  });
}
