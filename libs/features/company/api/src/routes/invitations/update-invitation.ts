import { companyRoutes } from '@facet/platform-tenancy';
import { cancelInvitationSchema } from '@facet/company-domain';
import type { ServerRoute } from '@hapi/hapi';
import { cancelInvitation } from '../../services/invitations';

/** PATCH /api/invitations/update-invitation {guest} (company admins): cancels; 404 none pending. */
export function updateInvitationRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/invitations/update-invitation',
    validate: { payload: cancelInvitationSchema },
    actsAs: 'admin',
    platformAdmin: { path: '/api/admin-companies/update-invitation', companyIdIn: 'payload' },
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
