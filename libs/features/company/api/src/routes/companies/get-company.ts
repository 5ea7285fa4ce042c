import { actingRoleQuerySchema, type CompanyAnswer } from '@facet/company-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { getCompany } from '../../services/company-info';
import { userPrincipal } from '../principal';

/** GET /api/companies/get-company?role=manager: the caller's company; 403 without the role. */
export function getCompanyRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/companies/get-company',
    options: { auth: 'user', validate: { query: zodValidator(actingRoleQuerySchema) } },
    handler: async (request): Promise<CompanyAnswer> => {
      const { role } = request.query as z.output<typeof actingRoleQuerySchema>;
      const company = await getCompany(request.server.app.database, userPrincipal(request), role);
      return { company };
    },
  };
}
