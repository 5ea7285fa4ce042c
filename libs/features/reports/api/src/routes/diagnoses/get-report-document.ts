import { defineRoute, userIdOf } from '@facet/platform-http';
import {
  reportDocumentParamsSchema,
  reportDocumentPayloadSchema,
  reportDocumentQuerySchema,
  type ReportDocumentAnswer,
} from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { ReportsContext } from '../../reports-options';
import { ownReportDocumentLink } from '../../services/report-documents';

/** POST /api/diagnoses/get-inform-document/{id}?lang {charts?} -> { pdfUrl } (own results only). */
export function getReportDocumentRoute(context: ReportsContext): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/diagnoses/get-inform-document/{id}',
    options: {
      auth: 'user',
      // Charts sent by older clients are images; the server draws its own but accepts them.
      payload: { maxBytes: 5 * 1_048_576 },
    },
    validate: {
      params: reportDocumentParamsSchema,
      query: reportDocumentQuerySchema,
      payload: reportDocumentPayloadSchema,
    },
    principal: userIdOf,
    handler: async ({
      query: { lang },
      params: { id },
      principal: userId,
      request,
    }): Promise<ReportDocumentAnswer> => {
      const database = request.server.app.database;
      const pdfUrl = await ownReportDocumentLink(context, database, userId, id, lang);
      return { pdfUrl };
    },
  });
}
