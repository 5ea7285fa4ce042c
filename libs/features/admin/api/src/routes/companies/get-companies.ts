import { type AdminCompanyListAnswer, type AdminCompanySearchAnswer } from '@facet/admin-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { listCompanies, searchCompanies } from '../../services/companies';
import { adminRoute } from '../admin-route';
import { pagedSearchQuerySchema, type PagedSearchQuery } from '../paged-search-query';

/**
 * GET /api/admin/get-companies/?page: {companies, page, totalPages, total}. The spec writes the
 * path with a trailing slash; the server strips it, so both spellings answer.
 */
export function getCompaniesRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin/get-companies',
    validate: { query: zodValidator(pageQuerySchema) },
    handler: async (request): Promise<AdminCompanyListAnswer> => {
      const query = request.query as z.output<typeof pageQuerySchema>;
      const page = await listCompanies(request.server.app.database, query);
      return {
        companies: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  });
}

/** GET /api/admin/search/company?searchTerm&page: {companies, totalCount, totalPages, page}. */
export function searchCompanyRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin/search/company',
    validate: { query: zodValidator(pagedSearchQuerySchema) },
    handler: async (request): Promise<AdminCompanySearchAnswer> => {
      const query = request.query as PagedSearchQuery;
      const page = await searchCompanies(request.server.app.database, query);
      return {
        companies: page.rows,
        totalCount: page.total,
        totalPages: page.totalPages,
        page: page.page,
      };
    },
  });
}
