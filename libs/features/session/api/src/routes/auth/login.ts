import { clientAddress, defineRoute } from '@facet/platform-http';
import { loginSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { answerUserSession } from '../../auth/session-answers';
import { checkLoginPassword, recordTermsAcceptance } from '../../services/password-login';
import type { SessionSettings } from '../../session-options';

/** POST /api/auth/login {email, password, termsVersion, privacyVersion, stayLoggedIn} -> user, token. */
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
      return answerUserSession(request, h, settings, userId, login.stayLoggedIn);
    },
  });
}
