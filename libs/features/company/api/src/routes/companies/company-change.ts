import { companyChangeSchema, type CompanyChangeAnswer } from '@facet/company-domain';
import { defineRoute, spanningCompanies, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { InvitationPositionPorts } from '../../company-ports';
import { acceptInvitation } from '../../services/invitation-acceptance';

/**
 * PATCH /api/companies/company-change {token}: a signed-in person accepts an invitation
 * (/invitation/{companyName}/{token}); 404 unknown, 410 expired or cancelled, 409 used.
 */
export function companyChangeRoute(positions: InvitationPositionPorts): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/company-change',
    options: {
      auth: 'user',
      app: spanningCompanies('the invitation belongs to the company the person is joining'),
    },
    validate: { payload: companyChangeSchema },
    principal: userIdOf,
    handler: async ({
      payload: { token },
      principal: userId,
      request,
    }): Promise<CompanyChangeAnswer> => {
      return acceptInvitation(request.server.app.database, userId, token, positions);
    },
  });
}
