import { clientAddress, defineRoute, problem } from '@facet/platform-http';
import {
  passkeyEnrolmentSchema,
  passkeySecondStepOptionsSchema,
  passkeySecondStepSchema,
  passkeySignInSchema,
  sessionProblems,
} from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { openPrincipalSession } from '../../auth/session-answers';
import {
  limitPasskeyCalls,
  passkeyAuthenticationOptions,
  verifyPasskeyAssertion,
} from '../../passkeys/passkey-assertions';
import { addPasskey, passkeyRegistrationOptions } from '../../passkeys/passkey-registration';
import { relyingPartyOf } from '../../passkeys/relying-party';
import { readChallenge } from '../../second-factors/challenges';
import { recordTermsAcceptance } from '../../services/password-login';
import type { SessionSettings } from '../../session-options';
import { sessionPathOf } from '../second-factor/route-paths';

/**
 * Signing in with a passkey (D100), for users under /api/auth and platform admins under
 * /api/admin:
 * - POST …/passkey/options: a usernameless sign-in's options (no credential named).
 * - POST …/passkey {response, stayLoggedIn, termsVersion?, privacyVersion?}: the passkey alone
 *   opens the session the password sign-in would (it is both factors: something held, unlocked
 *   by the person's PIN or biometrics). 400 when it does not verify, 429 when over the limits.
 * - POST …/second-factor/passkey/options {challenge} and …/second-factor/passkey {challenge,
 *   response}: a passkey answers the password's second step instead of a code.
 * - POST …/second-factor/enrolment/passkey/options {challenge} and …/second-factor/enrolment/passkey
 *   {challenge, name, response}: someone made to set a factor up (D98's `enrol` step) adds a
 *   passkey instead of an app; the session opens with the recovery codes, as the app's does.
 */
/** The password step's grant, when the challenge is of `step`; 401 (sign in again) otherwise. */
function grantOf(
  settings: SessionSettings,
  kind: 'user' | 'admin',
  challenge: string,
  step: 'verify' | 'enrol',
) {
  const grant = readChallenge(settings.jwtSecret, challenge, kind);
  if (grant.step !== step) throw problem(sessionProblems.secondFactorChallengeExpired);
  return grant;
}

export function passkeySignInRoutes(settings: SessionSettings): ServerRoute[] {
  return (['user', 'admin'] as const).flatMap((kind) => [
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/passkey/options`,
      options: { auth: false },
      handler: async ({ request, h }) => {
        assertSameOriginRequest(request);
        const database = request.server.app.database;
        await limitPasskeyCalls(database, settings, clientAddress(request));
        const options = await passkeyAuthenticationOptions(
          database,
          relyingPartyOf(settings, request),
          null,
        );
        return h.response(options).header('cache-control', 'no-store');
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/passkey`,
      options: { auth: false },
      validate: { payload: passkeySignInSchema },
      handler: async ({ payload, request, h }) => {
        assertSameOriginRequest(request);
        const database = request.server.app.database;
        await limitPasskeyCalls(database, settings, clientAddress(request));
        const principal = await verifyPasskeyAssertion(
          database,
          settings,
          relyingPartyOf(settings, request),
          {
            response: payload.response,
            kind,
            principal: null,
          },
        );
        if (principal.kind === 'user') await recordTermsAcceptance(database, principal.id, payload);
        const answer = await openPrincipalSession(
          request,
          h,
          settings,
          principal,
          payload.stayLoggedIn,
        );
        return h.response(answer).header('cache-control', 'no-store');
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/second-factor/passkey/options`,
      options: { auth: false },
      validate: { payload: passkeySecondStepOptionsSchema },
      handler: async ({ payload, request, h }) => {
        assertSameOriginRequest(request);
        const database = request.server.app.database;
        const grant = grantOf(settings, kind, payload.challenge, 'verify');
        await limitPasskeyCalls(database, settings, clientAddress(request));
        const options = await passkeyAuthenticationOptions(
          database,
          relyingPartyOf(settings, request),
          grant.principal,
        );
        return h.response(options).header('cache-control', 'no-store');
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/second-factor/passkey`,
      options: { auth: false },
      validate: { payload: passkeySecondStepSchema },
      handler: async ({ payload, request, h }) => {
        assertSameOriginRequest(request);
        const database = request.server.app.database;
        const grant = grantOf(settings, kind, payload.challenge, 'verify');
        await limitPasskeyCalls(database, settings, clientAddress(request));
        const principal = await verifyPasskeyAssertion(
          database,
          settings,
          relyingPartyOf(settings, request),
          {
            response: payload.response,
            kind,
            principal: grant.principal,
          },
        );
        const answer = await openPrincipalSession(
          request,
          h,
          settings,
          principal,
          grant.persistent,
        );
        return h.response(answer).header('cache-control', 'no-store');
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/second-factor/enrolment/passkey/options`,
      options: { auth: false },
      validate: { payload: passkeySecondStepOptionsSchema },
      handler: async ({ payload, request, h }) => {
        assertSameOriginRequest(request);
        const database = request.server.app.database;
        const grant = grantOf(settings, kind, payload.challenge, 'enrol');
        await limitPasskeyCalls(database, settings, clientAddress(request));
        const options = await passkeyRegistrationOptions(
          database,
          relyingPartyOf(settings, request),
          grant.principal,
        );
        return h.response(options).header('cache-control', 'no-store');
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/second-factor/enrolment/passkey`,
      options: { auth: false },
      validate: { payload: passkeyEnrolmentSchema },
      handler: async ({ payload, request, h }) => {
        assertSameOriginRequest(request);
        const database = request.server.app.database;
        const grant = grantOf(settings, kind, payload.challenge, 'enrol');
        await limitPasskeyCalls(database, settings, clientAddress(request));
        const added = await addPasskey(
          database,
          relyingPartyOf(settings, request),
          grant.principal,
          {
            name: payload.name,
            response: payload.response,
          },
        );
        const answer = await openPrincipalSession(
          request,
          h,
          settings,
          grant.principal,
          grant.persistent,
        );
        return h
          .response({ ...answer, recoveryCodes: added.recoveryCodes ?? [] })
          .header('cache-control', 'no-store');
      },
    }),
  ]);
}
