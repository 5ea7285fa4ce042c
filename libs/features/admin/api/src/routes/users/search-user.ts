import { searchQuerySchema, type AdminUserSearchAnswer } from '@facet/admin-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { searchUsers } from '../../services/users';
import { adminRoute } from '../admin-route';

const querySchema = searchQuerySchema.extend(pageQuerySchema.shape);

/**
 * GET /api/admin/search/user?searchTerm&page: {users, totalCount, totalPages, page}; 400 under
 * 3 characters; none found is an empty page.
 */
export function searchUserRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin/search/user',
    validate: { query: zodValidator(querySchema) },
    handler: async (request): Promise<AdminUserSearchAnswer> => {
      const query = request.query as z.output<typeof querySchema>;
      const page = await searchUsers(request.server.app.database, query);
      return {
        users: page.rows,
        totalCount: page.total,
        totalPages: page.totalPages,
        page: page.page,
      };
    },
  });
}
