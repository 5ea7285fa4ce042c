import type { HiringListAnswer } from '@facet/hiring-domain';
import { companyRoutes, resolveCompanyActor } from '@facet/platform-tenancy';
import type { ServerRoute } from '@hapi/hapi';
import { listHiringItems } from '../../services/hiring-items';

/**
 * GET /api/hiring/company-hiring: {items} of the caller's company, for its
 * managers; and GET /api/admin-companies/company-hiring?company_id, the same for a
 * platform admin. One declaration, two mounts (docs/decisions.md D77): the route says the role
 * it acts as, the company comes from the membership or, in the back office, from the request.
 */
export function companyHiringRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/hiring/company-hiring',
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/company-hiring',
      companyIdIn: 'query',
    },
    handler: async ({ principal, database }): Promise<HiringListAnswer> => {
      const actor = await database.transaction((transaction) =>
        resolveCompanyActor(transaction, principal),
      );
      return { items: listHiringItems(actor.companyId) };
    },
  });
}
