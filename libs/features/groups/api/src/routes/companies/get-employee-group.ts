import { companyRoutes } from '@facet/platform-tenancy';
import { employeeGroupQuerySchema, type GroupListAnswer } from '@facet/groups-domain';
import { pageAnswer } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { listEmployeeGroups } from '../../services/groups';

/** GET /api/companies/get-employee-group?email&page: {groups, page, totalPages, total}; 404. */
export function getEmployeeGroupRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/get-employee-group',
    validate: { query: employeeGroupQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-employee-group', companyIdIn: 'query' },
    handler: async ({ query, principal, request }): Promise<GroupListAnswer> => {
      const page = await listEmployeeGroups(request.server.app.database, principal, query);
      return pageAnswer('groups', page);
    },
  });
}
