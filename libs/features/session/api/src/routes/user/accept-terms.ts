import { clientAddress, zodValidator } from '@facet/platform-http';
import { acceptTermsSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { answerUserSession } from '../../auth/session-answers';
import { checkLoginPassword, recordTermsAcceptance } from '../../services/password-login';
import type { SessionSettings } from '../../session-options';

/**
 * PATCH /api/user/accept-terms {email, password, termsVersion, privacyVersion} -> user, token.
 * The answer a person gives after login said 422 (outdated terms): it proves the password again
 * under the login limits, records the versions and signs in.
 */
export function acceptTermsRoute(settings: SessionSettings): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/user/accept-terms',
    options: { auth: false, validate: { payload: zodValidator(acceptTermsSchema) } },
    handler: async (request, h) => {
      assertSameOriginRequest(request);
      const acceptance = request.payload as z.output<typeof acceptTermsSchema>;
      const database = request.server.app.database;
      const userId = await checkLoginPassword(database, settings.rateLimits, 'user', {
        email: acceptance.email,
        password: acceptance.password,
        address: clientAddress(request),
      });
      await recordTermsAcceptance(database, userId, acceptance);
      return answerUserSession(request, h, settings, userId, acceptance.stayLoggedIn);
    },
  };
}
