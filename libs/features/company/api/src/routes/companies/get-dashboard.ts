import { companyMember } from '@facet/platform-tenancy';
import type { CompanyDashboard } from '@facet/company-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { CompanyPorts } from '../../company-ports';
import { getCompanyDashboard } from '../../services/company-dashboard';

/** GET /api/company/dashboard: the caller's company at a glance (/home); 403 below manager. */
export function getCompanyDashboardRoute(ports: CompanyPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/company/dashboard',
    options: { auth: 'user' },
    principal: companyMember('manager'),
    handler: ({ principal, request }): Promise<CompanyDashboard> =>
      getCompanyDashboard(request.server.app.database, ports, principal),
  });
}
