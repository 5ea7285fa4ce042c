import { groupExportQuerySchema, groupIdParamsSchema } from '@facet/groups-domain';
import { urlIdSchema } from '@facet/platform-kernel';
import {
  companyOperation,
  memberRoute,
  platformAdminRoute,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { tableResponse } from '@facet/profiles-api';
import type { ResponseToolkit, ServerRoute } from '@hapi/hapi';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { exportOfGroup } from '../../services/group-export';

async function groupResultsFile(
  database: Knex,
  principal: CompanyPrincipal,
  groupId: number,
  query: z.output<typeof groupExportQuerySchema>,
  h: ResponseToolkit,
) {
  return tableResponse(h, await exportOfGroup(database, principal, groupId, query));
}

/**
 * GET /api/groups/export-group-results/{id}?format&lang: the group's members, their latest
 * results and fit with the group's profile, as a CSV or XLSX download (beyond the spec); 404.
 * The back office names the group in the query (`?group_id&company_id`).
 */
export function exportGroupResultsRoutes(): ServerRoute[] {
  const byPath = companyOperation({
    actsAs: 'manager',
    validate: { params: groupIdParamsSchema, query: groupExportQuerySchema },
    handler: ({ query, params: { id }, principal, database, h }) =>
      groupResultsFile(database, principal, id, query, h),
  });
  const byQuery = companyOperation({
    actsAs: 'manager',
    validate: { query: groupExportQuerySchema.extend({ group_id: urlIdSchema }) },
    handler: ({ query: { group_id, ...query }, principal, database, h }) =>
      groupResultsFile(database, principal, group_id, query, h),
  });
  return [
    memberRoute(byPath, { method: 'GET', path: '/api/groups/export-group-results/{id}' }),
    platformAdminRoute(byQuery, {
      method: 'GET',
      path: '/api/admin-companies/export-group-results',
      companyIdIn: 'query',
    }),
  ];
}
