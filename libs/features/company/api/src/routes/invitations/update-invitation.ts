import { cancelInvitationSchema } from '@facet/company-domain';
import { zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { cancelInvitation } from '../../services/invitations';
import { userPrincipal } from '../principal';

/** PATCH /api/invitations/update-invitation {guest} (company admins): cancels; 404 none pending. */
export function updateInvitationRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/invitations/update-invitation',
    options: { auth: 'user', validate: { payload: zodValidator(cancelInvitationSchema) } },
    handler: async (request) => {
      const cancellation = request.payload as z.output<typeof cancelInvitationSchema>;
      const invitation = await cancelInvitation(
        request.server.app.database,
        userPrincipal(request),
        cancellation,
      );
      return { invitation, message: 'The invitation has been cancelled.' };
    },
  };
}
