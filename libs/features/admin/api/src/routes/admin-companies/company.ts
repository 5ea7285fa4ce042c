import { companyIdBodySchema, companyIdQuerySchema } from '@facet/admin-domain';
import { getCompany, updateCompany } from '@facet/company-api';
import { updateCompanySchema, type CompanyAnswer } from '@facet/company-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { adminRoute } from '../admin-route';
import { adminPrincipal } from './admin-principal';

/** GET /api/admin-companies/get-company?company_id: {company}; 404 no such company. */
export function adminGetCompanyRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-company',
    validate: { query: zodValidator(companyIdQuerySchema) },
    handler: async (request, _h, adminId): Promise<CompanyAnswer> => {
      const { company_id } = request.query as z.output<typeof companyIdQuerySchema>;
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
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-company',
    validate: { payload: zodValidator(updateSchema) },
    handler: async (request, _h, adminId): Promise<CompanyAnswer> => {
      const { company_id, name, email } = request.payload as z.output<typeof updateSchema>;
      const company = await updateCompany(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { name, email },
      );
      return { company };
    },
  });
}
