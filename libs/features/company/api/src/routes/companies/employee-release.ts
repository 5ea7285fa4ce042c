import { companyRoutes } from '@facet/platform-tenancy';
import { releaseEmployeeSchema } from '@facet/company-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { CompanyPorts } from '../../company-ports';
import { releaseEmployee } from '../../services/employees';

/**
 * PATCH /api/companies/employee-release?role=admin {email, lang} (company admins): the person
 * leaves the company with their results; 404 not in the company, 409 oneself or last admin.
 */
export function employeeReleaseRoutes(ports: CompanyPorts): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/companies/employee-release',
    validate: { payload: releaseEmployeeSchema },
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/employee-release', companyIdIn: 'payload' },
    handler: async ({ payload: release, principal, request }) => {
      const { email } = await releaseEmployee(
        request.server.app.database,
        ports,
        principal,
        release,
      );
      return { email, message: 'The employee has left the company.' };
    },
  });
}
