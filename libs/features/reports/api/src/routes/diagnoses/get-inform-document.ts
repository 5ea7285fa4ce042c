import { defineRoute, userIdOf } from '@facet/platform-http';
import {
  informDocumentParamsSchema,
  informDocumentPayloadSchema,
  informDocumentQuerySchema,
  type InformDocumentAnswer,
} from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { ReportsContext } from '../../reports-options';
import { ownInformDocumentLink } from '../../services/inform-documents';

/** POST /api/diagnoses/get-inform-document/{id}?lang {charts?} -> { pdfUrl } (own results only). */
export function getInformDocumentRoute(context: ReportsContext): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/diagnoses/get-inform-document/{id}',
    options: {
      auth: 'user',
      // Charts sent by older clients are images; the server draws its own but accepts them.
      payload: { maxBytes: 5 * 1_048_576 },
    },
    validate: {
      params: informDocumentParamsSchema,
      query: informDocumentQuerySchema,
      payload: informDocumentPayloadSchema,
    },
    principal: userIdOf,
    handler: async ({
      query: { lang },
      params: { id },
      principal: userId,
      request,
    }): Promise<InformDocumentAnswer> => {
      const database = request.server.app.database;
      const pdfUrl = await ownInformDocumentLink(context, database, userId, id, lang);
      return { pdfUrl };
    },
  });
}
