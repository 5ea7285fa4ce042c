import { updatePlatformAdminSchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { updatePlatformAdmin } from '../../services/platform-admins';

/**
 * PATCH /api/admin/update {name, notifications}: the caller's own record, or the admin named by
 * `petroAdmin_id`; {petroAdmin}; 404 unknown.
 */
export function updatePlatformAdminRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin/update',
    options: { auth: adminStrategy },
    validate: { payload: updatePlatformAdminSchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload: update, principal: adminId, request }) => {
      return {
        petroAdmin: await updatePlatformAdmin(request.server.app.database, adminId, update),
      };
    },
  });
}
