import { companyIdQuerySchema } from '@facet/admin-domain';
import { exportOfGroup } from '@facet/groups-api';
import { groupExportQuerySchema } from '@facet/groups-domain';
import { exportEmployees, exportRanking, tableResponse } from '@facet/profiles-api';
import { employeesExportQuerySchema, rankingExportQuerySchema } from '@facet/profiles-domain';
import { urlIdSchema } from '@facet/platform-kernel';
import type { ServerRoute } from '@hapi/hapi';
import { defineAdminCompanyRoute } from './define-admin-company-route';

const rankingQuerySchema = rankingExportQuerySchema
  .omit({ role: true })
  .extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/export-ranking?company_id&profile_id&format&lang&…: the download. */
export function adminExportRankingRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/export-ranking',
    companyIdIn: 'query',
    validate: { query: rankingQuerySchema },
    handler: async ({ query, principal, database, h }) => {
      return tableResponse(h, await exportRanking(database, principal, query));
    },
  });
}

const employeesQuerySchema = employeesExportQuerySchema
  .omit({ role: true })
  .extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/export-employees?company_id&format&lang[&profile_id]: the download. */
export function adminExportEmployeesRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/export-employees',
    companyIdIn: 'query',
    validate: { query: employeesQuerySchema },
    handler: async ({ query, principal, database, h }) => {
      return tableResponse(h, await exportEmployees(database, principal, query));
    },
  });
}

const groupQuerySchema = groupExportQuerySchema
  .omit({ role: true })
  .extend({ ...companyIdQuerySchema.shape, group_id: urlIdSchema });

/** GET /api/admin-companies/export-group-results?company_id&group_id&format&lang: the download. */
export function adminExportGroupResultsRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/export-group-results',
    companyIdIn: 'query',
    validate: { query: groupQuerySchema },
    handler: async ({ query: { group_id, ...query }, principal, database, h }) => {
      return tableResponse(h, await exportOfGroup(database, principal, group_id, query));
    },
  });
}
