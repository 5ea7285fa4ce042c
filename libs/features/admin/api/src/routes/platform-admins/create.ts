import { createPlatformAdminSchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { createPlatformAdmin } from '../../services/platform-admins';

/** POST /api/admin/create {name, email, password, lang}: 201 {petroAdmin}; 409 e-mail in use. */
export function createPlatformAdminRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/admin/create',
    options: { auth: adminStrategy },
    validate: { payload: createPlatformAdminSchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload: admin, principal: adminId, request, h }) => {
      const petroAdmin = await createPlatformAdmin(request.server.app.database, adminId, admin);
      return h
        .response({ petroAdmin, message: 'The platform administrator has been created.' })
        .code(201);
    },
  });
}
