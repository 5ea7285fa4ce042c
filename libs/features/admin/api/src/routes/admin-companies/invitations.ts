import { companyIdQuerySchema } from '@facet/admin-domain';
import { cancelInvitation, inviteToCompany, listInvitations } from '@facet/company-api';
import {
  cancelInvitationSchema,
  inviteSchema,
  type InvitationListAnswer,
  type InviteAnswer,
} from '@facet/company-domain';
import { adminStrategy, defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { signedInAdmin } from '../signed-in-admin';
import { adminPrincipal } from './admin-principal';

const listQuerySchema = pageQuerySchema.extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-invitation?company_id&page: {invitation, page, totalPages, total}. */
export function adminGetInvitationsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin-companies/get-invitation',
    options: { auth: adminStrategy },
    validate: { query: listQuerySchema },
    principal: signedInAdmin,
    handler: async ({
      query: { company_id, ...query },
      principal: adminId,
      request,
    }): Promise<InvitationListAnswer> => {
      const page = await listInvitations(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        query,
      );
      return pageAnswer('invitation', page);
    },
  });
}

const invitePayload = inviteSchema.extend(companyIdQuerySchema.shape);

/**
 * POST /api/admin-companies/invite {guest, role, company_id, lang}: 201; the company panel's
 * invite statuses (400, 402, 403, 409, 423, 429) and 404 no such company.
 */
export function adminInviteRoute(publicUrl: string): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/admin-companies/invite',
    options: { auth: adminStrategy },
    validate: { payload: invitePayload },
    principal: signedInAdmin,
    handler: async ({
      payload: { company_id, guest, role, lang },
      principal: adminId,
      request,
      h,
    }) => {
      const invitation = await inviteToCompany(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { guest, role, lang },
        publicUrl,
      );
      const answer: InviteAnswer = { invitation, message: 'The invitation has been sent.' };
      return h.response(answer).code(201);
    },
  });
}

const cancelPayload = cancelInvitationSchema.extend(companyIdQuerySchema.shape);

/** PATCH /api/admin-companies/update-invitation {guest, company_id}: cancels; 404 none pending. */
export function adminCancelInvitationRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-invitation',
    options: { auth: adminStrategy },
    validate: { payload: cancelPayload },
    principal: signedInAdmin,
    handler: async ({ payload: { company_id, guest }, principal: adminId, request }) => {
      const invitation = await cancelInvitation(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { guest },
      );
      return { invitation, message: 'The invitation has been cancelled.' };
    },
  });
}
