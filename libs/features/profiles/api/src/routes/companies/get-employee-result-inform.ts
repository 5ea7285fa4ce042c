import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import {
  employeeResultInformQuerySchema,
  type EmployeeResultInformAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { employeeResultInform } from '../../services/employee-results';

/**
 * GET /api/companies/get-employee-result-inform?result_id&lang&email: {employee, inform, scores,
 * profile, comparison}, the comparison with the profile chosen for this result.
 */
export function getEmployeeResultInformRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/get-employee-result-inform',
    options: { auth: 'user' },
    validate: { query: employeeResultInformQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ query, principal, request }): Promise<EmployeeResultInformAnswer> => {
      return employeeResultInform(request.server.app.database, principal, query);
    },
  });
}
