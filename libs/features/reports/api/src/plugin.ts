import type { Plugin } from '@hapi/hapi';
import { reportsContextFrom, type ReportsPluginOptions } from './reports-options';
import { getReportDocumentRoute } from './routes/diagnoses/get-report-document';
import { getResultReportRoute } from './routes/diagnoses/get-result-report';
import { reportDocumentLinkRoute } from './routes/diagnoses/report-document-link';

/**
 * Reports of the user area (spec/api.md §7): the inform of a result and its PDF (DESIGN §6). Uses
 * the renderer it is given, or owns one warm Chromium closed when the server stops. What it reads
 * of other features comes in its options (`ReportsPorts`).
 */
export const reportsPlugin: Plugin<ReportsPluginOptions> = {
  name: 'facet-reports',
  dependencies: ['facet-session', 'facet-assessment'],
  register(server, options) {
    const context = reportsContextFrom(options);
    server.route([
      getResultReportRoute(context.ports),
      getReportDocumentRoute(context),
      reportDocumentLinkRoute(context),
    ]);
    if (context.ownsRenderer) server.ext('onPostStop', () => context.renderer.close());
  },
};
