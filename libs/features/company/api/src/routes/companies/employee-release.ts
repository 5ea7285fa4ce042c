import { releaseEmployeeSchema } from '@facet/company-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { releaseEmployee } from '../../services/employees';
import { userPrincipal } from '../principal';

/**
 * PATCH /api/companies/employee-release?role=admin {email, lang} (company admins): the person
 * leaves the company with their results; 404 not in the company, 409 oneself or last admin.
 */
export function employeeReleaseRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/companies/employee-release',
    options: { auth: 'user', validate: { payload: zodValidator(releaseEmployeeSchema) } },
    handler: async (request) => {
      const release = request.payload as z.output<typeof releaseEmployeeSchema>;
      const { email } = await releaseEmployee(
        request.server.app.database,
        userPrincipal(request),
        release,
      );
      return { email, message: 'The employee has left the company.' };
    },
  };
}
