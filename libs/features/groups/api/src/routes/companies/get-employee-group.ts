import { employeeGroupQuerySchema, type GroupListAnswer } from '@facet/groups-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { listEmployeeGroups } from '../../services/groups';
import { userPrincipal } from '../principal';

/** GET /api/companies/get-employee-group?email&page: {groups, page, totalPages, total}; 404. */
export function getEmployeeGroupRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/companies/get-employee-group',
    options: { auth: 'user', validate: { query: zodValidator(employeeGroupQuerySchema) } },
    handler: async (request): Promise<GroupListAnswer> => {
      const query = request.query as z.output<typeof employeeGroupQuerySchema>;
      const page = await listEmployeeGroups(
        request.server.app.database,
        userPrincipal(request),
        query,
      );
      return { groups: page.rows, page: page.page, totalPages: page.totalPages, total: page.total };
    },
  };
}
