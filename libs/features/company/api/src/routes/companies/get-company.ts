import { companyMember } from '@facet/platform-tenancy';
import { actingRoleQuerySchema, type CompanyAnswer } from '@facet/company-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { getCompany } from '../../services/company-info';

/** GET /api/companies/get-company?role=manager: the caller's company; 403 without the role. */
export function getCompanyRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/get-company',
    options: { auth: 'user' },
    validate: { query: actingRoleQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ principal, request }): Promise<CompanyAnswer> => {
      const company = await getCompany(request.server.app.database, principal);
      return { company };
    },
  });
}
