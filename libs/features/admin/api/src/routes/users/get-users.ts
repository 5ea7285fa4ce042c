import type { AdminUserListAnswer } from '@facet/admin-domain';
import {
  adminStrategy,
  defineRoute,
  pageAnswer,
  pageQuerySchema,
  signedInAdminIdOf,
} from '@facet/platform-http';
import { urlIdSchema } from '@facet/platform-kernel';
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { getUser, listUsers } from '../../services/users';

/** GET /api/admin/get-users?page&pageSize: {users, page, totalPages, total}. */
export function getUsersRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/get-users',
    options: { auth: adminStrategy },
    validate: { query: pageQuerySchema },
    principal: signedInAdminIdOf,
    handler: async ({ query, request }): Promise<AdminUserListAnswer> => {
      const page = await listUsers(request.server.app.database, query);
      return pageAnswer('users', page);
    },
  });
}

const userParamsSchema = z.object({ id: urlIdSchema });

/** GET /api/admin/get-users/{id}: {user}; 404 unknown. */
export function getUserRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/get-users/{id}',
    options: { auth: adminStrategy },
    validate: { params: userParamsSchema },
    principal: signedInAdminIdOf,
    handler: async ({ params: { id }, request }) => {
      return { user: await getUser(request.server.app.database, id) };
    },
  });
}
