import { companyMember } from '@facet/platform-tenancy';
import {
  actingRoleQuerySchema,
  employeeEmailParamsSchema,
  employeeListQuerySchema,
  type EmployeeAnswer,
  type EmployeeListAnswer,
} from '@facet/company-domain';
import { defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { getEmployee, listEmployees } from '../../services/employees';

const listQuerySchema = employeeListQuerySchema.extend(pageQuerySchema.shape);

/** GET /api/companies/get-employees?page&pageSize&sort&order: {employees, page, totalPages, total}. */
export function getEmployeesRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/get-employees',
    options: { auth: 'user' },
    validate: { query: listQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ query, principal, request }): Promise<EmployeeListAnswer> => {
      const page = await listEmployees(request.server.app.database, principal, query);
      return pageAnswer('employees', page);
    },
  });
}

/** GET /api/companies/get-employees/{email}: {employee}; 404 unless in the caller's company. */
export function getEmployeeRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/get-employees/{email}',
    options: { auth: 'user' },
    validate: { params: employeeEmailParamsSchema, query: actingRoleQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ params: { email }, principal, request }): Promise<EmployeeAnswer> => {
      const employee = await getEmployee(request.server.app.database, principal, email);
      return { employee };
    },
  });
}
