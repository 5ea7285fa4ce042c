import { companyRoutes } from '@facet/platform-tenancy';
import {
  actingRoleQuerySchema,
  employeeEmailParamsSchema,
  employeeListQuerySchema,
  type EmployeeAnswer,
  type EmployeeListAnswer,
} from '@facet/company-domain';
import { pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { CompanyPorts } from '../../company-ports';
import { getEmployee, listEmployees } from '../../services/employees';

const listQuerySchema = employeeListQuerySchema.extend(pageQuerySchema.shape);

/** GET /api/companies/get-employees?page&pageSize&sort&order: {employees, page, totalPages, total}. */
export function getEmployeesRoutes(ports: CompanyPorts): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/get-employees',
    validate: { query: listQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-employees', companyIdIn: 'query' },
    handler: async ({ query, principal, request }): Promise<EmployeeListAnswer> => {
      const page = await listEmployees(request.server.app.database, ports, principal, query);
      return pageAnswer('employees', page);
    },
  });
}

/** GET /api/companies/get-employees/{email}: {employee}; 404 unless in the caller's company. */
export function getEmployeeRoutes(ports: CompanyPorts): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/get-employees/{email}',
    validate: { params: employeeEmailParamsSchema, query: actingRoleQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-employees/{email}', companyIdIn: 'query' },
    handler: async ({ params: { email }, principal, request }): Promise<EmployeeAnswer> => {
      const employee = await getEmployee(request.server.app.database, ports, principal, email);
      return { employee };
    },
  });
}
