import { actingRoleQuerySchema, inviteSchema, type InviteAnswer } from '@facet/company-domain';
import { spanningCompanies, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { inviteToCompany } from '../../services/invitations';
import { userPrincipal } from '../principal';

/**
 * POST /api/companies/invite?role=manager {host, guest, neededRole, role, company_id, lang}:
 * 201; 400 pending for that address, 402 no licences, 403 administers another company, 409
 * already in the company, 423 pending elsewhere, 429 invited within the hour. `company_id` and
 * `host` are ignored: the company is the caller's own.
 */
export function inviteRoute(publicUrl: string): ServerRoute {
  return {
    method: 'POST',
    path: '/api/companies/invite',
    options: {
      auth: 'user',
      app: spanningCompanies(
        'an invitee who administers or is invited by another company is refused',
      ),
      validate: {
        payload: zodValidator(inviteSchema),
        query: zodValidator(actingRoleQuerySchema),
      },
    },
    handler: async (request, h) => {
      const { guest, role, lang } = request.payload as z.output<typeof inviteSchema>;
      const { role: asked } = request.query as z.output<typeof actingRoleQuerySchema>;
      const invitation = await inviteToCompany(
        request.server.app.database,
        userPrincipal(request),
        { guest, role, lang, asked },
        publicUrl,
      );
      const answer: InviteAnswer = { invitation, message: 'The invitation has been sent.' };
      return h.response(answer).code(201);
    },
  };
}
