import { actingRoleQuerySchema, type InvitationListAnswer } from '@facet/company-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { listInvitations } from '../../services/invitations';
import { userPrincipal } from '../principal';

const querySchema = actingRoleQuerySchema.extend(pageQuerySchema.shape);

/** GET /api/invitations/get-invitation?page: {invitation, page, totalPages, total}, newest first. */
export function getInvitationRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/invitations/get-invitation',
    options: { auth: 'user', validate: { query: zodValidator(querySchema) } },
    handler: async (request): Promise<InvitationListAnswer> => {
      const query = request.query as z.output<typeof querySchema>;
      const page = await listInvitations(
        request.server.app.database,
        userPrincipal(request),
        query,
      );
      return {
        invitation: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  };
}
