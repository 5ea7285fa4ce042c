import type { AdminUserSearchAnswer } from '@facet/admin-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { searchUsers } from '../../services/users';
import { adminRoute } from '../admin-route';
import { pagedSearchQuerySchema, type PagedSearchQuery } from '../paged-search-query';

/**
 * GET /api/admin/search/user?searchTerm&page: {users, totalCount, totalPages, page}; 400 under
 * 3 characters; none found is an empty page.
 */
export function searchUserRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin/search/user',
    validate: { query: zodValidator(pagedSearchQuerySchema) },
    handler: async (request): Promise<AdminUserSearchAnswer> => {
      const query = request.query as PagedSearchQuery;
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
