import { clientAddress, defineRoute } from '@facet/platform-http';
import { adminLoginSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { assertSameOriginRequest } from '../../auth/same-origin';
import { answerAdminSession } from '../../auth/session-answers';
import { checkLoginPassword } from '../../services/password-login';
import { answerSecondFactorStep, secondFactorStepOf } from '../../second-factors/sign-in-step';
import type { SessionSettings } from '../../session-options';

/**
 * POST /api/admin/login {email, password} -> admin, token, or the second step every admin has
 * (D98): {secondFactor: verify | enrol, challenge}. The same 401 as a user's login.
 */
export function adminLoginRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/admin/login',
    options: { auth: false },
    validate: { payload: adminLoginSchema },
    handler: async ({ payload: login, request, h }) => {
      assertSameOriginRequest(request);
      const adminId = await checkLoginPassword(
        request.server.app.database,
        settings.rateLimits,
        'admin',
        { email: login.email, password: login.password, address: clientAddress(request) },
      );
      const step = await secondFactorStepOf(
        request,
        settings,
        { kind: 'admin', id: adminId },
        login.stayLoggedIn,
      );
      if (step) return answerSecondFactorStep(h, step);
      return answerAdminSession(request, h, settings, adminId, login.stayLoggedIn);
    },
  });
}
