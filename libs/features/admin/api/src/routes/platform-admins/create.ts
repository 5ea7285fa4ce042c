import { createPlatformAdminSchema } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { createPlatformAdmin } from '../../services/platform-admins';
import { adminRoute } from '../admin-route';

/** POST /api/admin/create {name, email, password, lang}: 201 {petroAdmin}; 409 e-mail in use. */
export function createPlatformAdminRoute(): ServerRoute {
  return adminRoute({
    method: 'POST',
    path: '/api/admin/create',
    validate: { payload: zodValidator(createPlatformAdminSchema) },
    handler: async (request, h, adminId) => {
      const admin = request.payload as z.output<typeof createPlatformAdminSchema>;
      const petroAdmin = await createPlatformAdmin(request.server.app.database, adminId, admin);
      return h
        .response({ petroAdmin, message: 'The platform administrator has been created.' })
        .code(201);
    },
  });
}
