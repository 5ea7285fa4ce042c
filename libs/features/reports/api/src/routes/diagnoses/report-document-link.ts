import { defineRoute, problem } from '@facet/platform-http';
import { reportsProblems } from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { verifyDocumentGrant } from '../../pdf/signed-links';
import type { ReportsContext } from '../../reports-options';
import { ownReportDocument } from '../../services/report-documents';

/** Any token is read; one that is not a valid signed grant answers 404, not 400. */
const linkParamsSchema = z.object({ token: z.string() });

/**
 * GET /api/diagnoses/inform-document/{token}: the PDF behind a signed link. No bearer token, so a
 * plain browser download works; the signature and its expiry are the permission.
 */
export function reportDocumentLinkRoute(context: ReportsContext): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/diagnoses/inform-document/{token}',
    options: { auth: false },
    validate: { params: linkParamsSchema },
    handler: async ({ params: { token }, request, h }) => {
      const grant = verifyDocumentGrant(context.linkSecret, token);
      if (!grant) throw problem(reportsProblems.documentLinkInvalid);
      const { pdf, number } = await ownReportDocument(
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
  });
}
