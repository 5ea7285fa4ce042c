import type { AdminUserListAnswer } from '@facet/admin-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import { urlIdSchema } from '@facet/session-domain';
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { getUser, listUsers } from '../../services/users';
import { adminRoute } from '../admin-route';

/** GET /api/admin/get-users?page&pageSize: {users, page, totalPages, total}. */
export function getUsersRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin/get-users',
    validate: { query: zodValidator(pageQuerySchema) },
    handler: async (request): Promise<AdminUserListAnswer> => {
      const query = request.query as z.output<typeof pageQuerySchema>;
      const page = await listUsers(request.server.app.database, query);
      return { users: page.rows, page: page.page, totalPages: page.totalPages, total: page.total };
    },
  });
}

const userParamsSchema = z.object({ id: urlIdSchema });

/** GET /api/admin/get-users/{id}: {user}; 404 unknown. */
export function getUserRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin/get-users/{id}',
    validate: { params: zodValidator(userParamsSchema) },
    handler: async (request) => {
      const { id } = request.params as z.output<typeof userParamsSchema>;
      return { user: await getUser(request.server.app.database, id) };
    },
  });
}
