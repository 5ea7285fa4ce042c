import {
  buildInstrumentReport,
  instrumentReportFilename,
  instrumentReportTable,
} from '@facet/assessment-api';
import type { InstrumentReport } from '@facet/assessment-domain';
import { adminStrategy, defineRoute, signedInAdminIdOf } from '@facet/platform-http';
import { attachmentDisposition, tableContentTypes, writeTable } from '@facet/platform-spreadsheets';
import type { ServerRoute } from '@hapi/hapi';

/**
 * GET /api/admin/instrument-report: the questionnaire's measured psychometrics per language and
 * item-bank version (docs/decisions.md D52), for platform admins.
 */
export function instrumentReportRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/instrument-report',
    options: { auth: adminStrategy },
    principal: signedInAdminIdOf,
    handler: ({ request }): Promise<InstrumentReport> =>
      buildInstrumentReport(request.server.app.database),
  });
}

/** GET /api/admin/instrument-report.csv: the same report as a CSV download, a row per figure. */
export function instrumentReportCsvRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/instrument-report.csv',
    options: { auth: adminStrategy },
    principal: signedInAdminIdOf,
    handler: async ({ request, h }) => {
      const report = await buildInstrumentReport(request.server.app.database);
      return h
        .response(writeTable('csv', instrumentReportTable(report)))
        .type(tableContentTypes.csv)
        .header('content-disposition', attachmentDisposition(instrumentReportFilename(report)))
        .header('cache-control', 'no-store');
    },
  });
}
