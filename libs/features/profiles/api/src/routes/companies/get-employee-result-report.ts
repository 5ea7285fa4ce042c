import { companyRoutes } from '@facet/platform-tenancy';
import {
  employeeResultReportQuerySchema,
  type EmployeeResultReportAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { employeeResultReport } from '../../services/employee-results';

/**
 * GET /api/companies/get-employee-result-inform?result_id&lang&email: {employee, inform, scores,
 * profile, comparison}, the comparison with the profile chosen for this result.
 */
export function getEmployeeResultReportRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/get-employee-result-inform',
    validate: { query: employeeResultReportQuerySchema },
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/get-employee-result-inform',
      companyIdIn: 'query',
    },
    handler: async ({ query, principal, request }): Promise<EmployeeResultReportAnswer> => {
      return employeeResultReport(request.server.app.database, principal, query);
    },
  });
}
