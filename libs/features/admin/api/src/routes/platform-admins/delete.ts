import { deletePlatformAdminSchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { deletePlatformAdmin } from '../../services/platform-admins';

/** DELETE /api/admin/delete {petroAdmin_id}: 200; 404 unknown, 409 the only admin. */
export function deletePlatformAdminRoute(): ServerRoute {
  return defineRoute({
    method: 'DELETE',
    path: '/api/admin/delete',
    options: { auth: adminStrategy },
    validate: { payload: deletePlatformAdminSchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload: { petroAdmin_id }, principal: adminId, request }) => {
      await deletePlatformAdmin(request.server.app.database, adminId, petroAdmin_id);
      return { petroAdmin_id, message: 'The platform administrator has been deleted.' };
    },
  });
}
