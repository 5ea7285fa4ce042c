import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import {
  teamDocumentPayloadSchema,
  teamDocumentQuerySchema,
  type TeamDocumentAnswer,
} from '@facet/team-insight-domain';
import type { ServerRoute } from '@hapi/hapi';
import { teamDocument, type TeamDocumentContext } from '../../services/team-documents';

/**
 * POST /api/team-insight/document?lang&role {group_id?} -> {pdfBase64}: the team view of a group,
 * or of the company without `group_id`, as a PDF; 404 for another company's group.
 */
export function teamDocumentRoute(context: TeamDocumentContext): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/team-insight/document',
    options: { auth: 'user' },
    validate: { query: teamDocumentQuerySchema, payload: teamDocumentPayloadSchema },
    principal: companyMember('manager'),
    handler: async ({ query, payload, principal, request }): Promise<TeamDocumentAnswer> =>
      teamDocument(context, request.server.app.database, principal, {
        groupId: payload.group_id,
        lang: query.lang,
      }),
  });
}
