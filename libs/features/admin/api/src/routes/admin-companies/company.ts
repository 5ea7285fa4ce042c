import { companyIdBodySchema, companyIdQuerySchema } from '@facet/admin-domain';
import { getCompany, updateCompany } from '@facet/company-api';
import { updateCompanySchema, type CompanyAnswer } from '@facet/company-domain';
import type { ServerRoute } from '@hapi/hapi';
import { defineAdminCompanyRoute } from './define-admin-company-route';

/** GET /api/admin-companies/get-company?company_id: {company}; 404 no such company. */
export function adminGetCompanyRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-company',
    companyIdIn: 'query',
    validate: { query: companyIdQuerySchema },
    handler: async ({ principal, database }): Promise<CompanyAnswer> => {
      const company = await getCompany(database, principal);
      return { company };
    },
  });
}

const updateSchema = updateCompanySchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/update-company {company_id, name, email}: 404, 409 in use. */
export function adminUpdateCompanyRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-company',
    companyIdIn: 'payload',
    validate: { payload: updateSchema },
    handler: async ({ payload: { name, email }, principal, database }): Promise<CompanyAnswer> => {
      const company = await updateCompany(database, principal, { name, email });
      return { company };
    },
  });
}
