import { companyMember } from '@facet/platform-tenancy';
import { groupExportQuerySchema, groupIdParamsSchema } from '@facet/groups-domain';
import { defineRoute } from '@facet/platform-http';
import { tableResponse } from '@facet/profiles-api';
import type { ServerRoute } from '@hapi/hapi';
import { exportOfGroup } from '../../services/group-export';

/**
 * GET /api/groups/export-group-results/{id}?format&lang: the group's members, their latest
 * results and fit with the group's profile, as a CSV or XLSX download (beyond the spec); 404.
 */
export function exportGroupResultsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/groups/export-group-results/{id}',
    options: { auth: 'user' },
    validate: { params: groupIdParamsSchema, query: groupExportQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ query, params: { id }, principal, request, h }) => {
      const exported = await exportOfGroup(request.server.app.database, principal, id, query);
      return tableResponse(h, exported);
    },
  });
}
