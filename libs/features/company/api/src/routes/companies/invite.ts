import { companyRoutes } from '@facet/platform-tenancy';
import { actingRoleQuerySchema, inviteSchema, type InviteAnswer } from '@facet/company-domain';
import { spanningCompanies } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { InvitationPositionPorts } from '../../company-ports';
import { inviteToCompany } from '../../services/invitations';

/**
 * POST /api/companies/invite?role=manager {host, guest, neededRole, role, company_id, lang,
 * assignLicense}: 201; 400 pending for that address, 402 no licence available for an invitation
 * that assigns one (`assignLicense`, true unless given), 403 administers another company, 409
 * already in the company, 423 pending elsewhere (403 and 423 with one sentence that names no
 * other company's fact), 429 invited within the hour or the company's daily invitation mails
 * used up. `company_id` and `host` are ignored: the company is the caller's own. `position_id`
 * names one of the company's open positions (404 not the company's, 409 closed, not yet open or
 * full): accepting makes the invitee its applicant, and the invitation holds no licence (D95).
 */
export function inviteRoutes(publicUrl: string, positions: InvitationPositionPorts): ServerRoute[] {
  return companyRoutes({
    method: 'POST',
    path: '/api/companies/invite',
    options: {
      app: spanningCompanies(
        'an invitee who administers or is invited by another company is refused',
      ),
    },
    validate: { payload: inviteSchema, query: actingRoleQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/invite', companyIdIn: 'payload' },
    handler: async ({
      payload: { guest, role, lang, assignLicense: assignLicence, position_id: positionId },
      principal,
      request,
      h,
    }) => {
      const invitation = await inviteToCompany(
        request.server.app.database,
        principal,
        { guest, role, lang, assignLicence, positionId },
        publicUrl,
        { mailsPerDay: request.server.app.invitationMailsPerDay, positions },
      );
      const answer: InviteAnswer = { invitation, message: 'The invitation has been sent.' };
      return h.response(answer).code(201);
    },
  });
}
