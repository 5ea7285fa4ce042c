import { clientAddress, defineRoute, problem, type PrincipalKind } from '@facet/platform-http';
import {
  secondFactorSignInSchema,
  sessionProblems,
  signInEnrolmentConfirmSchema,
  signInEnrolmentSchema,
} from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { openPrincipalSession } from '../../auth/session-answers';
import { readChallenge } from '../../second-factors/challenges';
import { checkSecondFactorCode } from '../../second-factors/code-checks';
import { confirmTotpEnrolment, startTotpEnrolment } from '../../second-factors/enrolment';
import type { SessionSettings } from '../../session-options';
import { sessionPathOf } from './route-paths';

/** The challenge of the step `step`; one from another step is as good as expired. */
function challengeFor(
  settings: SessionSettings,
  kind: PrincipalKind,
  challenge: string,
  step: 'verify' | 'enrol',
) {
  const grant = readChallenge(settings.jwtSecret, challenge, kind);
  if (grant.step !== step) throw problem(sessionProblems.secondFactorChallengeExpired);
  return grant;
}

/**
 * The second step of a password sign-in (D98), for users under /api/auth and platform admins
 * under /api/admin:
 * - POST …/second-factor {challenge, code}: a code of the app or a recovery code opens the
 *   session the password sign-in would have; 400 wrong code, 401 expired challenge, 429.
 * - POST …/second-factor/enrolment {challenge}: someone who must hold a factor and has none
 *   gets a new secret ({secret, uri}) before any session.
 * - POST …/second-factor/enrolment/confirm {challenge, code}: the app's first code confirms it;
 *   the session opens and the recovery codes are answered once.
 */
export function secondFactorSignInRoutes(settings: SessionSettings): ServerRoute[] {
  return (['user', 'admin'] as const).flatMap((kind) => [
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/second-factor`,
      options: { auth: false },
      validate: { payload: secondFactorSignInSchema },
      handler: async ({ payload, request, h }) => {
        assertSameOriginRequest(request);
        const grant = challengeFor(settings, kind, payload.challenge, 'verify');
        await checkSecondFactorCode(request.server.app.database, settings, grant.principal, {
          code: payload.code,
          address: clientAddress(request),
        });
        const answer = await openPrincipalSession(
          request,
          h,
          settings,
          grant.principal,
          grant.persistent,
        );
        return h.response(answer).header('cache-control', 'no-store');
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/second-factor/enrolment`,
      options: { auth: false },
      validate: { payload: signInEnrolmentSchema },
      handler: async ({ payload, request, h }) => {
        assertSameOriginRequest(request);
        const grant = challengeFor(settings, kind, payload.challenge, 'enrol');
        const enrolment = await startTotpEnrolment(
          request.server.app.database,
          settings,
          grant.principal,
        );
        return h.response(enrolment).header('cache-control', 'no-store');
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${sessionPathOf[kind]}/second-factor/enrolment/confirm`,
      options: { auth: false },
      validate: { payload: signInEnrolmentConfirmSchema },
      handler: async ({ payload, request, h }) => {
        assertSameOriginRequest(request);
        const grant = challengeFor(settings, kind, payload.challenge, 'enrol');
        const recoveryCodes = await confirmTotpEnrolment(
          request.server.app.database,
          settings,
          grant.principal,
          { code: payload.code, address: clientAddress(request) },
        );
        const answer = await openPrincipalSession(
          request,
          h,
          settings,
          grant.principal,
          grant.persistent,
        );
        return h.response({ ...answer, recoveryCodes }).header('cache-control', 'no-store');
      },
    }),
  ]);
}
