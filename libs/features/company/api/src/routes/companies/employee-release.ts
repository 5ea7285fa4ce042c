import { companyMember } from '@facet/platform-tenancy';
import { releaseEmployeeSchema } from '@facet/company-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { releaseEmployee } from '../../services/employees';

/**
 * PATCH /api/companies/employee-release?role=admin {email, lang} (company admins): the person
 * leaves the company with their results; 404 not in the company, 409 oneself or last admin.
 */
export function employeeReleaseRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/employee-release',
    options: { auth: 'user' },
    validate: { payload: releaseEmployeeSchema },
    principal: companyMember('admin'),
    handler: async ({ payload: release, principal, request }) => {
      const { email } = await releaseEmployee(request.server.app.database, principal, release);
      return { email, message: 'The employee has left the company.' };
    },
  });
}
