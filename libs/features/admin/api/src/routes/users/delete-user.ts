import { deleteUserSchema } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { deleteUser } from '../../services/users';
import { adminRoute } from '../admin-route';

/**
 * DELETE /api/admin/delete-user {userEmailDelete}: 200; 400 invalid e-mail, 401 not an admin,
 * 404 no such user, 409 the last administrator of a company.
 */
export function deleteUserRoute(): ServerRoute {
  return adminRoute({
    method: 'DELETE',
    path: '/api/admin/delete-user',
    validate: { payload: zodValidator(deleteUserSchema) },
    handler: async (request, _h, adminId) => {
      const { userEmailDelete } = request.payload as z.output<typeof deleteUserSchema>;
      const { email } = await deleteUser(request.server.app.database, adminId, userEmailDelete);
      return { email, message: 'The user has been deleted.' };
    },
  });
}
