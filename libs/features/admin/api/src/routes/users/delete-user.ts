import { deleteUserSchema } from '@facet/admin-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { deleteUser } from '../../services/users';

/**
 * DELETE /api/admin/delete-user {userEmailDelete}: 200; 400 invalid e-mail, 401 not an admin,
 * 404 no such user, 409 the last administrator of a company.
 */
export function deleteUserRoute(): ServerRoute {
  return defineRoute({
    method: 'DELETE',
    path: '/api/admin/delete-user',
    options: { auth: adminStrategy },
    validate: { payload: deleteUserSchema },
    principal: signedInAdminIdOf,
    handler: async ({ payload: { userEmailDelete }, principal: adminId, request }) => {
      const { email } = await deleteUser(request.server.app.database, adminId, userEmailDelete);
      return { email, message: 'The user has been deleted.' };
    },
  });
}
