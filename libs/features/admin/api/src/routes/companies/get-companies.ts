import { type AdminCompanyListAnswer, type AdminCompanySearchAnswer } from '@facet/admin-domain';
import {
  adminStrategy,
  defineRoute,
  pageAnswer,
  pageQuerySchema,
  searchPageAnswer,
  signedInAdminIdOf,
} from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { listCompanies, searchCompanies } from '../../services/companies';
import { pagedSearchQuerySchema } from '../paged-search-query';

/**
 * GET /api/admin/get-companies/?page: {companies, page, totalPages, total}. The spec writes the
 * path with a trailing slash; the server strips it, so both spellings answer.
 */
export function getCompaniesRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/get-companies',
    options: { auth: adminStrategy },
    validate: { query: pageQuerySchema },
    principal: signedInAdminIdOf,
    handler: async ({ query, request }): Promise<AdminCompanyListAnswer> => {
      const page = await listCompanies(request.server.app.database, query);
      return pageAnswer('companies', page);
    },
  });
}

/** GET /api/admin/search/company?searchTerm&page: {companies, totalCount, totalPages, page}. */
export function searchCompanyRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/search/company',
    options: { auth: adminStrategy },
    validate: { query: pagedSearchQuerySchema },
    principal: signedInAdminIdOf,
    handler: async ({ query, request }): Promise<AdminCompanySearchAnswer> => {
      const page = await searchCompanies(request.server.app.database, query);
      return searchPageAnswer('companies', page);
    },
  });
}
