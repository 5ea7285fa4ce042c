import { companyMember } from '@facet/platform-tenancy';
import { employeeGroupQuerySchema, type GroupListAnswer } from '@facet/groups-domain';
import { defineRoute, pageAnswer } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { listEmployeeGroups } from '../../services/groups';

/** GET /api/companies/get-employee-group?email&page: {groups, page, totalPages, total}; 404. */
export function getEmployeeGroupRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/get-employee-group',
    options: { auth: 'user' },
    validate: { query: employeeGroupQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ query, principal, request }): Promise<GroupListAnswer> => {
      const page = await listEmployeeGroups(request.server.app.database, principal, query);
      return pageAnswer('groups', page);
    },
  });
}
