import { companyRoutes } from '@facet/platform-tenancy';
import { changeRoleSchema, type EmployeeAnswer } from '@facet/company-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { CompanyPorts } from '../../company-ports';
import { changeEmployeeRole } from '../../services/employees';

/**
 * PATCH /api/companies/employee-change-role?role=admin {email, newRole} (company admins):
 * 404 not in the company, 409 own role, same role or last administrator.
 */
export function employeeChangeRoleRoutes(ports: CompanyPorts): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/companies/employee-change-role',
    validate: { payload: changeRoleSchema },
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/employee-change-role', companyIdIn: 'payload' },
    handler: async ({ payload: change, principal, request }): Promise<EmployeeAnswer> => {
      const employee = await changeEmployeeRole(
        request.server.app.database,
        ports,
        principal,
        change,
      );
      return { employee };
    },
  });
}
