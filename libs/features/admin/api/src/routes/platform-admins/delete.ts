import { deletePlatformAdminSchema } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { deletePlatformAdmin } from '../../services/platform-admins';
import { adminRoute } from '../admin-route';

/** DELETE /api/admin/delete {petroAdmin_id}: 200; 404 unknown, 409 the only admin. */
export function deletePlatformAdminRoute(): ServerRoute {
  return adminRoute({
    method: 'DELETE',
    path: '/api/admin/delete',
    validate: { payload: zodValidator(deletePlatformAdminSchema) },
    handler: async (request, _h, adminId) => {
      const { petroAdmin_id } = request.payload as z.output<typeof deletePlatformAdminSchema>;
      await deletePlatformAdmin(request.server.app.database, adminId, petroAdmin_id);
      return { petroAdmin_id, message: 'The platform administrator has been deleted.' };
    },
  });
}
