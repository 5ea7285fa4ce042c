import { companyChangeSchema } from '@facet/company-domain';
import { defineRoute, spanningCompanies, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { declineInvitation } from '../../services/invitation-acceptance';

/**
 * PATCH /api/companies/decline-invitation {token}: the signed-in addressee turns an invitation
 * down (/invitation/{companyName}/{token}); 404 unknown, 410 expired or cancelled, 409 used,
 * 403 another person's invitation.
 */
export function declineInvitationRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/decline-invitation',
    options: {
      auth: 'user',
      app: spanningCompanies('the invitation belongs to a company the person is not in'),
    },
    validate: { payload: companyChangeSchema },
    principal: userIdOf,
    handler: async ({ payload: { token }, principal: userId, request }) =>
      declineInvitation(request.server.app.database, userId, token),
  });
}
