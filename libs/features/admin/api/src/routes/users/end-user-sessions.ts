import { endUserSessionsSchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { endUserSessions } from '../../services/users';

/**
 * POST /api/admin/end-user-sessions {user_id}: 200 once every session of the user has ended;
 * 400 invalid id, 401 not an admin, 404 no such user.
 */
export function endUserSessionsRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/admin/end-user-sessions',
    options: { auth: adminStrategy },
    validate: { payload: endUserSessionsSchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload, principal: adminId, request }) => {
      const { name } = await endUserSessions(request.server.app.database, adminId, payload.user_id);
      return { name, message: 'Every session of the user has ended.' };
    },
  });
}
