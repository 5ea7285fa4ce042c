import { companyRoutes } from '@facet/platform-tenancy';
import { actingRoleQuerySchema, type InvitationListAnswer } from '@facet/company-domain';
import { pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { listInvitations } from '../../services/invitations';

const querySchema = actingRoleQuerySchema.extend(pageQuerySchema.shape);

/** GET /api/invitations/get-invitation?page: {invitation, page, totalPages, total}, newest first. */
export function getInvitationRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/invitations/get-invitation',
    validate: { query: querySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-invitation', companyIdIn: 'query' },
    handler: async ({ query, principal, request }): Promise<InvitationListAnswer> => {
      const page = await listInvitations(request.server.app.database, principal, query);
      return pageAnswer('invitation', page);
    },
  });
}
