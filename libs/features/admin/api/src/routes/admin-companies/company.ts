import { companyIdBodySchema, companyIdQuerySchema } from '@facet/admin-domain';
import { getCompany, updateCompany } from '@facet/company-api';
import { updateCompanySchema, type CompanyAnswer } from '@facet/company-domain';
import { adminStrategy, defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { signedInAdmin } from '../signed-in-admin';
import { adminPrincipal } from './admin-principal';

/** GET /api/admin-companies/get-company?company_id: {company}; 404 no such company. */
export function adminGetCompanyRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin-companies/get-company',
    options: { auth: adminStrategy },
    validate: { query: companyIdQuerySchema },
    principal: signedInAdmin,
    handler: async ({
      query: { company_id },
      principal: adminId,
      request,
    }): Promise<CompanyAnswer> => {
      const company = await getCompany(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
      );
      return { company };
    },
  });
}

const updateSchema = updateCompanySchema.extend(companyIdBodySchema.shape);

/** PATCH /api/admin-companies/update-company {company_id, name, email}: 404, 409 in use. */
export function adminUpdateCompanyRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-company',
    options: { auth: adminStrategy },
    validate: { payload: updateSchema },
    principal: signedInAdmin,
    handler: async ({
      payload: { company_id, name, email },
      principal: adminId,
      request,
    }): Promise<CompanyAnswer> => {
      const company = await updateCompany(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { name, email },
      );
      return { company };
    },
  });
}
