import type { AdminUserSearchAnswer } from '@facet/admin-domain';
import {
  adminStrategy,
  defineRoute,
  searchPageAnswer,
  signedInAdminIdOf,
} from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { searchUsers } from '../../services/users';
import { pagedSearchQuerySchema } from '../paged-search-query';

/**
 * GET /api/admin/search/user?searchTerm&page: {users, totalCount, totalPages, page}; 400 under
 * 3 characters; none found is an empty page.
 */
export function searchUserRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/search/user',
    options: { auth: adminStrategy },
    validate: { query: pagedSearchQuerySchema },
    principal: signedInAdminIdOf,
    handler: async ({ query, request }): Promise<AdminUserSearchAnswer> => {
      const page = await searchUsers(request.server.app.database, query);
      return searchPageAnswer('users', page);
    },
  });
}
