import { type PlatformAdminListAnswer, type PlatformAdminSearchAnswer } from '@facet/admin-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { listPlatformAdmins, searchPlatformAdmins } from '../../services/platform-admins';
import { adminRoute } from '../admin-route';
import { pagedSearchQuerySchema, type PagedSearchQuery } from '../paged-search-query';

/** GET /api/admin/get?page: {petroAdmins, page, totalPages, total}. */
export function getPlatformAdminsRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin/get',
    validate: { query: zodValidator(pageQuerySchema) },
    handler: async (request): Promise<PlatformAdminListAnswer> => {
      const query = request.query as z.output<typeof pageQuerySchema>;
      const page = await listPlatformAdmins(request.server.app.database, query);
      return {
        petroAdmins: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  });
}

/** GET /api/admin/search/petroAdmin?searchTerm&page: {petroAdmins, totalCount, totalPages, page}. */
export function searchPlatformAdminRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin/search/petroAdmin',
    validate: { query: zodValidator(pagedSearchQuerySchema) },
    handler: async (request): Promise<PlatformAdminSearchAnswer> => {
      const query = request.query as PagedSearchQuery;
      const page = await searchPlatformAdmins(request.server.app.database, query);
      return {
        petroAdmins: page.rows,
        totalCount: page.total,
        totalPages: page.totalPages,
        page: page.page,
      };
    },
  });
}
