import type { InterviewGuidesListAnswer } from '@facet/interview-guides-domain';
import { companyRoutes, resolveCompanyActor } from '@facet/platform-tenancy';
import type { ServerRoute } from '@hapi/hapi';
import { listInterviewGuidesItems } from '../../services/interview-guides-items';

/**
 * GET /api/interview-guides/company-interview-guides: {items} of the caller's company, for its
 * managers; and GET /api/admin-companies/company-interview-guides?company_id, the same for a
 * platform admin. One declaration, two mounts (docs/decisions.md D77): the route says the role
 * it acts as, the company comes from the membership or, in the back office, from the request.
 */
export function companyInterviewGuidesRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/interview-guides/company-interview-guides',
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/company-interview-guides',
      companyIdIn: 'query',
    },
    handler: async ({ principal, database }): Promise<InterviewGuidesListAnswer> => {
      const actor = await database.transaction((transaction) =>
        resolveCompanyActor(transaction, principal),
      );
      return { items: listInterviewGuidesItems(actor.companyId) };
    },
  });
}
