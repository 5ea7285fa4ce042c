import { clientAddress, defineRoute } from '@facet/platform-http';
import { acceptTermsSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { answerUserSession } from '../../auth/session-answers';
import { checkLoginPassword, recordTermsAcceptance } from '../../services/password-login';
import { answerSecondFactorStep, secondFactorStepOf } from '../../second-factors/sign-in-step';
import type { SessionSettings } from '../../session-options';

/**
 * PATCH /api/user/accept-terms {email, password, termsVersion, privacyVersion} -> user, token.
 * The answer a person gives after login said 422 (outdated terms): it proves the password again
 * under the login limits, records the versions and signs in.
 */
export function acceptTermsRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/user/accept-terms',
    options: { auth: false },
    validate: { payload: acceptTermsSchema },
    handler: async ({ payload: acceptance, request, h }) => {
      assertSameOriginRequest(request);
      const database = request.server.app.database;
      const userId = await checkLoginPassword(database, settings.rateLimits, 'user', {
        email: acceptance.email,
        password: acceptance.password,
        address: clientAddress(request),
      });
      await settings.refusePasswordSignIn(database, userId);
      await recordTermsAcceptance(database, userId, acceptance);
      const step = await secondFactorStepOf(
        request,
        settings,
        { kind: 'user', id: userId },
        acceptance.stayLoggedIn,
      );
      if (step) return answerSecondFactorStep(h, step);
      return answerUserSession(request, h, settings, userId, acceptance.stayLoggedIn);
    },
  });
}
