import { companyRoutes } from '@facet/platform-tenancy';
import { updateCompanySchema, type CompanyAnswer } from '@facet/company-domain';
import { spanningCompanies } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { updateCompany } from '../../services/company-info';

/**
 * PATCH /api/companies/update-company?role=admin {name, email}: the editable company info of
 * the panel (company admins); 400 invalid, 409 name or e-mail used by another company.
 */
export function updateCompanyRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/companies/update-company',
    options: {
      app: spanningCompanies('a new name or e-mail is checked against every other company'),
    },
    validate: { payload: updateCompanySchema },
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/update-company', companyIdIn: 'payload' },
    handler: async ({ payload: update, principal, request }): Promise<CompanyAnswer> => {
      const company = await updateCompany(request.server.app.database, principal, update);
      return { company };
    },
  });
}
