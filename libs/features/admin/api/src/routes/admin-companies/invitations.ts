import { companyIdQuerySchema } from '@facet/admin-domain';
import {
  cancelInvitation,
  invitationFilePayload,
  inviteToCompany,
  listInvitations,
  previewInvitationFile,
  sendInvitationFile,
} from '@facet/company-api';
import {
  assignLicenseQuerySchema,
  cancelInvitationSchema,
  inviteSchema,
  type InvitationListAnswer,
  type InviteAnswer,
} from '@facet/company-domain';
import { pageAnswer, pageQuerySchema } from '@facet/platform-http';
import { languageSchema } from '@facet/platform-kernel';
import type { ServerRoute } from '@hapi/hapi';
import { defineAdminCompanyRoute } from './define-admin-company-route';

const listQuerySchema = pageQuerySchema.extend(companyIdQuerySchema.shape);

/** GET /api/admin-companies/get-invitation?company_id&page: {invitation, page, totalPages, total}. */
export function adminGetInvitationsRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/get-invitation',
    companyIdIn: 'query',
    validate: { query: listQuerySchema },
    handler: async ({ query, principal, database }): Promise<InvitationListAnswer> => {
      const page = await listInvitations(database, principal, query);
      return pageAnswer('invitation', page);
    },
  });
}

const invitePayload = inviteSchema.extend(companyIdQuerySchema.shape);

/**
 * POST /api/admin-companies/invite {guest, role, company_id, lang, assignLicense}: 201; the company panel's
 * invite statuses (400, 402, 403, 409, 423, 429) and 404 no such company.
 */
export function adminInviteRoute(publicUrl: string): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'POST',
    path: '/api/admin-companies/invite',
    companyIdIn: 'payload',
    validate: { payload: invitePayload },
    handler: async ({ payload: { guest, role, lang, assignLicense }, principal, database, h }) => {
      const invitation = await inviteToCompany(
        database,
        principal,
        { guest, role, lang, assignLicence: assignLicense },
        publicUrl,
        h.request.server.app.invitationMailsPerDay,
      );
      const answer: InviteAnswer = { invitation, message: 'The invitation has been sent.' };
      return h.response(answer).code(201);
    },
  });
}

const cancelPayload = cancelInvitationSchema.extend(companyIdQuerySchema.shape);

/** PATCH /api/admin-companies/update-invitation {guest, company_id}: cancels; 404 none pending. */
export function adminCancelInvitationRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'PATCH',
    path: '/api/admin-companies/update-invitation',
    companyIdIn: 'payload',
    validate: { payload: cancelPayload },
    handler: async ({ payload: { guest }, principal, database }) => {
      const invitation = await cancelInvitation(database, principal, { guest });
      return { invitation, message: 'The invitation has been cancelled.' };
    },
  });
}

const fileQuerySchema = companyIdQuerySchema.extend({
  lang: languageSchema.default('en'),
  assignLicense: assignLicenseQuerySchema,
});

/**
 * POST /api/admin-companies/invite-from-file/preview?company_id&lang&assignLicense, the file as
 * the body: the
 * company panel's preview and statuses, and 404 no such company.
 */
export function adminInvitationFilePreviewRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'POST',
    path: '/api/admin-companies/invite-from-file/preview',
    companyIdIn: 'query',
    payloadOptions: invitationFilePayload,
    validate: { query: fileQuerySchema },
    handler: ({ query: { lang, assignLicense }, principal, database, request }) =>
      previewInvitationFile(database, principal, {
        content: request.payload as Buffer,
        lang,
        assignLicence: assignLicense,
      }),
  });
}

/** POST /api/admin-companies/invite-from-file?company_id&lang&assignLicense: the panel's send. */
export function adminInviteFromFileRoute(publicUrl: string): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'POST',
    path: '/api/admin-companies/invite-from-file',
    companyIdIn: 'query',
    payloadOptions: invitationFilePayload,
    validate: { query: fileQuerySchema },
    handler: ({ query: { lang, assignLicense }, principal, database, request }) =>
      sendInvitationFile(
        database,
        principal,
        { content: request.payload as Buffer, lang, assignLicence: assignLicense },
        publicUrl,
        request.server.app.invitationMailsPerDay,
      ),
  });
}
