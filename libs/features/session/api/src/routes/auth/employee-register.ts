import { defineRoute } from '@facet/platform-http';
import { employeeRegisterSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { registerWithLink } from '../../services/registration';
import type { SessionSettings } from '../../session-options';

/**
 * POST /api/auth/employee-register {token, name, password, termsVersion, privacyVersion}:
 * 201, 404 unknown link, 410 expired, 409 used or e-mail in use. The person signs in next.
 */
export function employeeRegisterRoute(settings: SessionSettings): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/auth/employee-register',
    options: { auth: false },
    validate: { payload: employeeRegisterSchema },
    handler: async ({ payload: registration, request, h }) => {
      await registerWithLink(request.server.app.database, registration, settings.joinCompany);
      return h.response({ message: 'Your account is ready. Please sign in.' }).code(201);
    },
  });
}
