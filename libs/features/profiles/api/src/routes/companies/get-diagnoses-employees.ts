import { zodValidator } from '@facet/platform-http';
import { employeeResultsQuerySchema, type EmployeeResultsAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { getEmployeeResult, listEmployeeResults } from '../../services/employee-results';
import { userPrincipal } from '../principal';

/**
 * GET /api/companies/get-diagnoses-employees?email&page: {diagnoses, page, totalPages, total};
 * ?result_id: {diagnose} with its owner and raw scores. 404 for anyone outside the company.
 */
export function getDiagnosesEmployeesRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/companies/get-diagnoses-employees',
    options: { auth: 'user', validate: { query: zodValidator(employeeResultsQuerySchema) } },
    handler: async (request) => {
      const query = request.query as z.output<typeof employeeResultsQuerySchema>;
      const database = request.server.app.database;
      if (query.result_id !== undefined) {
        const result = await getEmployeeResult(
          database,
          userPrincipal(request),
          query.result_id,
          query.role,
        );
        return { diagnose: result };
      }
      const page = await listEmployeeResults(database, userPrincipal(request), {
        ...query,
        email: query.email!,
      });
      return {
        diagnoses: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      } satisfies EmployeeResultsAnswer;
    },
  };
}
