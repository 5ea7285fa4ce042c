import { userIdOf, zodValidator } from '@facet/platform-http';
import {
  informDocumentParamsSchema,
  informDocumentPayloadSchema,
  informDocumentQuerySchema,
  type InformDocumentAnswer,
} from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import type { ReportsContext } from '../../reports-options';
import { ownInformDocumentLink } from '../../services/inform-documents';

/** POST /api/diagnoses/get-inform-document/{id}?lang {charts?} -> { pdfUrl } (own results only). */
export function getInformDocumentRoute(context: ReportsContext): ServerRoute {
  return {
    method: 'POST',
    path: '/api/diagnoses/get-inform-document/{id}',
    options: {
      auth: 'user',
      validate: {
        params: zodValidator(informDocumentParamsSchema),
        query: zodValidator(informDocumentQuerySchema),
        payload: zodValidator(informDocumentPayloadSchema),
      },
      // Charts sent by older clients are images; the server draws its own but accepts them.
      payload: { maxBytes: 5 * 1_048_576 },
    },
    handler: async (request): Promise<InformDocumentAnswer> => {
      const { id } = request.params as z.output<typeof informDocumentParamsSchema>;
      const { lang } = request.query as z.output<typeof informDocumentQuerySchema>;
      const database = request.server.app.database;
      const pdfUrl = await ownInformDocumentLink(context, database, userIdOf(request), id, lang);
      return { pdfUrl };
    },
  };
}
