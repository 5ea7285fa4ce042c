import { companyMember } from '@facet/platform-tenancy';
import { updateCompanySchema, type CompanyAnswer } from '@facet/company-domain';
import { defineRoute, spanningCompanies } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { updateCompany } from '../../services/company-info';

/**
 * PATCH /api/companies/update-company?role=admin {name, email}: the editable company info of
 * the panel (company admins); 400 invalid, 409 name or e-mail used by another company.
 */
export function updateCompanyRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/update-company',
    options: {
      auth: 'user',
      app: spanningCompanies('a new name or e-mail is checked against every other company'),
    },
    validate: { payload: updateCompanySchema },
    principal: companyMember('admin'),
    handler: async ({ payload: update, principal, request }): Promise<CompanyAnswer> => {
      const company = await updateCompany(request.server.app.database, principal, update);
      return { company };
    },
  });
}
