import { updatePlatformAdminSchema } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { updatePlatformAdmin } from '../../services/platform-admins';
import { adminRoute } from '../admin-route';

/**
 * PATCH /api/admin/update {name, notifications}: the caller's own record, or the admin named by
 * `petroAdmin_id`; {petroAdmin}; 404 unknown.
 */
export function updatePlatformAdminRoute(): ServerRoute {
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin/update',
    validate: { payload: zodValidator(updatePlatformAdminSchema) },
    handler: async (request, _h, adminId) => {
      const update = request.payload as z.output<typeof updatePlatformAdminSchema>;
      return {
        petroAdmin: await updatePlatformAdmin(request.server.app.database, adminId, update),
      };
    },
  });
}
