import { companyRoutes } from '@facet/platform-tenancy';
import { actingRoleQuerySchema, type CompanyAnswer } from '@facet/company-domain';
import type { ServerRoute } from '@hapi/hapi';
import { getCompany } from '../../services/company-info';

/** GET /api/companies/get-company?role=manager: the caller's company; 403 without the role. */
export function getCompanyRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/get-company',
    validate: { query: actingRoleQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-company', companyIdIn: 'query' },
    handler: async ({ principal, request }): Promise<CompanyAnswer> => {
      const company = await getCompany(request.server.app.database, principal);
      return { company };
    },
  });
}
