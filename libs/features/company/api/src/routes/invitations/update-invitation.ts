import { companyMember } from '@facet/platform-tenancy';
import { cancelInvitationSchema } from '@facet/company-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { cancelInvitation } from '../../services/invitations';

/** PATCH /api/invitations/update-invitation {guest} (company admins): cancels; 404 none pending. */
export function updateInvitationRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/invitations/update-invitation',
    options: { auth: 'user' },
    validate: { payload: cancelInvitationSchema },
    principal: companyMember('admin'),
    handler: async ({ payload: cancellation, principal, request }) => {
      const invitation = await cancelInvitation(
        request.server.app.database,
        principal,
        cancellation,
      );
      return { invitation, message: 'The invitation has been cancelled.' };
    },
  });
}
