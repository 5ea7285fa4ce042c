import {
  actingRoleQuerySchema,
  employeeEmailParamsSchema,
  employeeListQuerySchema,
  type EmployeeAnswer,
  type EmployeeListAnswer,
} from '@facet/company-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { getEmployee, listEmployees } from '../../services/employees';
import { userPrincipal } from '../principal';

const listQuerySchema = employeeListQuerySchema.extend(pageQuerySchema.shape);

/** GET /api/companies/get-employees?page&pageSize&sort&order: {employees, page, totalPages, total}. */
export function getEmployeesRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/companies/get-employees',
    options: { auth: 'user', validate: { query: zodValidator(listQuerySchema) } },
    handler: async (request): Promise<EmployeeListAnswer> => {
      const query = request.query as z.output<typeof listQuerySchema>;
      const page = await listEmployees(request.server.app.database, userPrincipal(request), query);
      return {
        employees: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  };
}

/** GET /api/companies/get-employees/{email}: {employee}; 404 unless in the caller's company. */
export function getEmployeeRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/companies/get-employees/{email}',
    options: {
      auth: 'user',
      validate: {
        params: zodValidator(employeeEmailParamsSchema),
        query: zodValidator(actingRoleQuerySchema),
      },
    },
    handler: async (request): Promise<EmployeeAnswer> => {
      const { email } = request.params as z.output<typeof employeeEmailParamsSchema>;
      const { role } = request.query as z.output<typeof actingRoleQuerySchema>;
      const employee = await getEmployee(
        request.server.app.database,
        userPrincipal(request),
        email,
        role,
      );
      return { employee };
    },
  };
}
