import Boom from '@hapi/boom';
import type { ServerRoute } from '@hapi/hapi';
import { verifyDocumentGrant } from '../../pdf/signed-links';
import type { ReportsContext } from '../../reports-options';
import { ownInformDocument } from '../../services/inform-documents';

/**
 * GET /api/diagnoses/inform-document/{token}: the PDF behind a signed link. No bearer token, so a
 * plain browser download works; the signature and its expiry are the permission.
 */
export function informDocumentLinkRoute(context: ReportsContext): ServerRoute {
  return {
    method: 'GET',
    path: '/api/diagnoses/inform-document/{token}',
    options: { auth: false },
    handler: async (request, h) => {
      const token = String((request.params as { token?: unknown }).token ?? '');
      const grant = verifyDocumentGrant(context.linkSecret, token);
      if (!grant)
        throw Boom.notFound('This download link is invalid or has expired. Ask for the PDF again.');
      const { pdf, number } = await ownInformDocument(
        context,
        request.server.app.database,
        grant.userId,
        grant.resultId,
        grant.lang,
      );
      return h
        .response(pdf)
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="facet-report-${number}-${grant.lang}.pdf"`,
        )
        .header('cache-control', 'private, no-store');
    },
  };
}
