import { zodValidator } from '@facet/platform-http';
import {
  employeeResultInformQuerySchema,
  type EmployeeResultInformAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { employeeResultInform } from '../../services/employee-results';
import { userPrincipal } from '../principal';

/**
 * GET /api/companies/get-employee-result-inform?result_id&lang&email: {employee, inform, scores,
 * profile, comparison}, the comparison with the profile chosen for this result.
 */
export function getEmployeeResultInformRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/companies/get-employee-result-inform',
    options: { auth: 'user', validate: { query: zodValidator(employeeResultInformQuerySchema) } },
    handler: async (request): Promise<EmployeeResultInformAnswer> => {
      const query = request.query as z.output<typeof employeeResultInformQuerySchema>;
      return employeeResultInform(request.server.app.database, userPrincipal(request), query);
    },
  };
}
