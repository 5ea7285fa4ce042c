import { companyRoutes } from '@facet/platform-tenancy';
import { employeesExportQuerySchema, rankingExportQuerySchema } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { ProfilesPorts } from '../../profiles-ports';
import { exportEmployees, exportRanking } from '../../services/results-export';
import { tableResponse } from '../table-response';

/**
 * GET /api/companies/export-ranking?profile_id&format&lang&…filters and sort: the whole ranking
 * as a CSV or XLSX download, every scale's score and level and the fit (beyond the spec, issue 22).
 */
export function exportRankingRoutes(ports: ProfilesPorts): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/export-ranking',
    validate: { query: rankingExportQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/export-ranking', companyIdIn: 'query' },
    handler: async ({ query, principal, request, h }) => {
      return tableResponse(
        h,
        await exportRanking(ports, request.server.app.database, principal, query),
      );
    },
  });
}

/**
 * GET /api/companies/export-employees?format&lang[&profile_id]: every member with their latest
 * result's scores and levels (and fit with the profile, when named) as a CSV or XLSX download.
 * Served by profiles, which reads results and scales; the company feature owns the members.
 */
export function exportEmployeesRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/export-employees',
    validate: { query: employeesExportQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/export-employees', companyIdIn: 'query' },
    handler: async ({ query, principal, request, h }) => {
      return tableResponse(h, await exportEmployees(request.server.app.database, principal, query));
    },
  });
}
