import { clientAddress, defineRoute } from '@facet/platform-http';
import { loginSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { answerUserSession } from '../../auth/session-answers';
import { checkLoginPassword, recordTermsAcceptance } from '../../services/password-login';
import { answerSecondFactorStep, secondFactorStepOf } from '../../second-factors/sign-in-step';
import type { SessionSettings } from '../../session-options';

/**
 * POST /api/auth/login {email, password, termsVersion, privacyVersion, stayLoggedIn} -> user,
 * token; or, when a second factor is due (D98), {secondFactor, challenge} and no session yet.
 */
export function loginRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    options: { auth: false },
    validate: { payload: loginSchema },
    handler: async ({ payload: login, request, h }) => {
      assertSameOriginRequest(request);
      const database = request.server.app.database;
      const userId = await checkLoginPassword(database, settings.rateLimits, 'user', {
        email: login.email,
        password: login.password,
        address: clientAddress(request),
      });
      await settings.refusePasswordSignIn(database, userId);
      await recordTermsAcceptance(database, userId, login);
      const step = await secondFactorStepOf(
        request,
        settings,
        { kind: 'user', id: userId },
        login.stayLoggedIn,
      );
      if (step) return answerSecondFactorStep(h, step);
      return answerUserSession(request, h, settings, userId, login.stayLoggedIn);
    },
  });
}
