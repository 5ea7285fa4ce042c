import { companyMember } from '@facet/platform-tenancy';
import { changeRoleSchema, type EmployeeAnswer } from '@facet/company-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { changeEmployeeRole } from '../../services/employees';

/**
 * PATCH /api/companies/employee-change-role?role=admin {email, newRole} (company admins):
 * 404 not in the company, 409 own role, same role or last administrator.
 */
export function employeeChangeRoleRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/employee-change-role',
    options: { auth: 'user' },
    validate: { payload: changeRoleSchema },
    principal: companyMember('admin'),
    handler: async ({ payload: change, principal, request }): Promise<EmployeeAnswer> => {
      const employee = await changeEmployeeRole(request.server.app.database, principal, change);
      return { employee };
    },
  });
}
