import { companyRoutes } from '@facet/platform-tenancy';
import { pageAnswer } from '@facet/platform-http';
import { employeeResultsQuerySchema, type EmployeeResultsAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { getEmployeeResult, listEmployeeResults } from '../../services/employee-results';

/**
 * GET /api/companies/get-diagnoses-employees?email&page: {diagnoses, page, totalPages, total};
 * ?result_id: {diagnose} with its owner and raw scores. 404 for anyone outside the company.
 */
export function getDiagnosesEmployeesRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/get-diagnoses-employees',
    validate: { query: employeeResultsQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-diagnoses-employees', companyIdIn: 'query' },
    handler: async ({ query, principal, request }) => {
      const database = request.server.app.database;
      if (query.result_id !== undefined) {
        const result = await getEmployeeResult(database, principal, query.result_id);
        return { diagnose: result };
      }
      const page = await listEmployeeResults(database, principal, {
        ...query,
        email: query.email!,
      });
      return pageAnswer('diagnoses', page) satisfies EmployeeResultsAnswer;
    },
  });
}
