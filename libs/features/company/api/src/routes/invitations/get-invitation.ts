import { companyMember } from '@facet/platform-tenancy';
import { actingRoleQuerySchema, type InvitationListAnswer } from '@facet/company-domain';
import { defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { listInvitations } from '../../services/invitations';

const querySchema = actingRoleQuerySchema.extend(pageQuerySchema.shape);

/** GET /api/invitations/get-invitation?page: {invitation, page, totalPages, total}, newest first. */
export function getInvitationRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/invitations/get-invitation',
    options: { auth: 'user' },
    validate: { query: querySchema },
    principal: companyMember('manager'),
    handler: async ({ query, principal, request }): Promise<InvitationListAnswer> => {
      const page = await listInvitations(request.server.app.database, principal, query);
      return pageAnswer('invitation', page);
    },
  });
}
