import { type PlatformAdminListAnswer, type PlatformAdminSearchAnswer } from '@facet/admin-domain';
import {
  adminStrategy,
  defineRoute,
  pageAnswer,
  pageQuerySchema,
  searchPageAnswer,
  signedInAdminIdOf,
} from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { listPlatformAdmins, searchPlatformAdmins } from '../../services/platform-admins';
import { pagedSearchQuerySchema } from '../paged-search-query';

/** GET /api/admin/get?page: {petroAdmins, page, totalPages, total}. */
export function getPlatformAdminsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/get',
    options: { auth: adminStrategy },
    validate: { query: pageQuerySchema },
    principal: signedInAdminIdOf,
    handler: async ({ query, request }): Promise<PlatformAdminListAnswer> => {
      const page = await listPlatformAdmins(request.server.app.database, query);
      return pageAnswer('petroAdmins', page);
    },
  });
}

/** GET /api/admin/search/petroAdmin?searchTerm&page: {petroAdmins, totalCount, totalPages, page}. */
export function searchPlatformAdminRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/search/petroAdmin',
    options: { auth: adminStrategy },
    validate: { query: pagedSearchQuerySchema },
    principal: signedInAdminIdOf,
    handler: async ({ query, request }): Promise<PlatformAdminSearchAnswer> => {
      const page = await searchPlatformAdmins(request.server.app.database, query);
      return searchPageAnswer('petroAdmins', page);
    },
  });
}
