import { adminIdOf, adminStrategy, defineRoute, problem } from '@facet/platform-http';
import { accessProblems } from '@facet/platform-kernel';
import { verifyAdminSchema, sessionProblems } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { findSessionAdmin } from '../../services/session-records';

/**
 * POST /api/admin/verify-admin {email} (bearer admin) -> admin. The token says who is asking;
 * an e-mail that is not theirs is refused rather than looked up.
 */
export function verifyAdminRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/admin/verify-admin',
    options: { auth: adminStrategy },
    validate: { payload: verifyAdminSchema },
    principal: adminIdOf,
    handler: async ({ payload: { email }, principal: adminId, request }) => {
      const admin = await findSessionAdmin(request.server.app.database, adminId);
      if (!admin) throw problem(accessProblems.signInAgain);
      if (email !== undefined && email !== admin.email.toLowerCase()) {
        throw problem(sessionProblems.otherAdministrator);
      }
      return { admin };
    },
  });
}
