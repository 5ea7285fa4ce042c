import { changeRoleSchema, type EmployeeAnswer } from '@facet/company-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { changeEmployeeRole } from '../../services/employees';
import { userPrincipal } from '../principal';

/**
 * PATCH /api/companies/employee-change-role?role=admin {email, newRole} (company admins):
 * 404 not in the company, 409 own role, same role or last administrator.
 */
export function employeeChangeRoleRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/companies/employee-change-role',
    options: { auth: 'user', validate: { payload: zodValidator(changeRoleSchema) } },
    handler: async (request): Promise<EmployeeAnswer> => {
      const change = request.payload as z.output<typeof changeRoleSchema>;
      const employee = await changeEmployeeRole(
        request.server.app.database,
        userPrincipal(request),
        change,
      );
      return { employee };
    },
  };
}
