import { companyRoutes } from '@facet/platform-tenancy';
import { actingRoleQuerySchema, assignLicenceQuerySchema } from '@facet/company-domain';
import { spanningCompanies } from '@facet/platform-http';
import { languageSchema, urlIdSchema } from '@facet/platform-kernel';
import type { RouteOptions, ServerRoute } from '@hapi/hapi';
import type { InvitationPositionPorts } from '../../company-ports';
import {
  invitationFilePayload,
  previewInvitationFile,
  sendInvitationFile,
} from '../../services/bulk-invitations';

const fileQuerySchema = actingRoleQuerySchema.extend({
  lang: languageSchema.default('en'),
  assignLicense: assignLicenceQuerySchema,
  position_id: urlIdSchema.optional(),
});

const routeOptions = {
  auth: 'user',
  payload: invitationFilePayload,
  app: spanningCompanies('an invitee who administers or is invited by another company is refused'),
} satisfies Omit<RouteOptions, 'validate' | 'handler'>;

/**
 * POST /api/companies/invite-from-file/preview?role=manager&lang=es&assignLicense=false, the file
 * as the body (CSV or XLSX, at most 2 MB): 200 every row's verdict and the licences the valid rows
 * will hold (none when `assignLicense` is false; it is true unless given); 400 no
 * rows or missing columns, 413 too large (or a workbook that unpacks past its bounds), 415 not
 * CSV or XLSX, 422 a formula cell, 429 past the hourly preview or row budget. `lang` is the
 * language of rows that name none. Each preview is in the audit trail. `position_id` invites the
 * whole file to one of the company's open positions (D95): 404 or 409 as a single invitation's,
 * and its invitations hold no licence.
 */
export function invitationFilePreviewRoutes(positions: InvitationPositionPorts): ServerRoute[] {
  return companyRoutes({
    method: 'POST',
    path: '/api/companies/invite-from-file/preview',
    options: routeOptions,
    validate: { query: fileQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/invite-from-file/preview', companyIdIn: 'query' },
    handler: ({ query: { lang, assignLicense: assignLicence, position_id }, principal, request }) =>
      previewInvitationFile(
        request.server.app.database,
        principal,
        { content: request.payload as Buffer, lang, assignLicence, positionId: position_id },
        positions,
      ),
  });
}

/**
 * POST /api/companies/invite-from-file?role=manager&lang=es&assignLicense=false, the same file
 * again: 200 what happened to each row; the preview's file statuses, 402 (nothing sent) when the
 * invitations assign licences and the valid rows need more than are available (pending
 * invitations hold one each), and 429 past
 * the hourly send budget or the company's daily invitation mails. With `position_id`, accepting
 * makes each invitee the position's applicant, its source `file`.
 */
export function inviteFromFileRoutes(
  publicUrl: string,
  positions: InvitationPositionPorts,
): ServerRoute[] {
  return companyRoutes({
    method: 'POST',
    path: '/api/companies/invite-from-file',
    options: routeOptions,
    validate: { query: fileQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/invite-from-file', companyIdIn: 'query' },
    handler: ({ query: { lang, assignLicense: assignLicence, position_id }, principal, request }) =>
      sendInvitationFile(
        request.server.app.database,
        principal,
        { content: request.payload as Buffer, lang, assignLicence, positionId: position_id },
        publicUrl,
        { mailsPerDay: request.server.app.invitationMailsPerDay, positions },
      ),
  });
}
