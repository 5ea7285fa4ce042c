import { companyIdQuerySchema } from '@facet/admin-domain';
import { cancelInvitation, inviteToCompany, listInvitations } from '@facet/company-api';
import {
  cancelInvitationSchema,
  inviteSchema,
  type InvitationListAnswer,
  type InviteAnswer,
} from '@facet/company-domain';
import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { adminRoute } from '../admin-route';
import { adminPrincipal } from './admin-principal';

const listQuerySchema = pageQuerySchema.extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-invitation?company_id&page: {invitation, page, totalPages, total}. */
export function adminGetInvitationsRoute(): ServerRoute {
  return adminRoute({
    method: 'GET',
    path: '/api/admin-companies/get-invitation',
    validate: { query: zodValidator(listQuerySchema) },
    handler: async (request, _h, adminId): Promise<InvitationListAnswer> => {
      const { company_id, ...query } = request.query as z.output<typeof listQuerySchema>;
      const page = await listInvitations(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        query,
      );
      return {
        invitation: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  });
}

const invitePayload = inviteSchema.extend(companyIdQuerySchema.shape);

/**
 * POST /api/admin-companies/invite {guest, role, company_id, lang}: 201; the company panel's
 * invite statuses (400, 402, 403, 409, 423, 429) and 404 no such company.
 */
export function adminInviteRoute(publicUrl: string): ServerRoute {
  return adminRoute({
    method: 'POST',
    path: '/api/admin-companies/invite',
    validate: { payload: zodValidator(invitePayload) },
    handler: async (request, h, adminId) => {
      const { company_id, guest, role, lang } = request.payload as z.output<typeof invitePayload>;
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
  return adminRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-invitation',
    validate: { payload: zodValidator(cancelPayload) },
    handler: async (request, _h, adminId) => {
      const { company_id, guest } = request.payload as z.output<typeof cancelPayload>;
      const invitation = await cancelInvitation(
        request.server.app.database,
        adminPrincipal(adminId, company_id),
        { guest },
      );
      return { invitation, message: 'The invitation has been cancelled.' };
    },
  });
}
