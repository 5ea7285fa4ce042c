import { defineRoute, userIdOf } from '@facet/platform-http';
import { resultReportQuerySchema } from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { ReportsPorts } from '../../reports-options';
import { ownResultReport } from '../../services/result-reports';

/** GET /api/diagnoses/get-result-inform?result_id&lang -> { inform } (own results only). */
export function getResultReportRoute(ports: ReportsPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/diagnoses/get-result-inform',
    options: { auth: 'user' },
    validate: { query: resultReportQuerySchema },
    principal: userIdOf,
    handler: async ({ query: { result_id, lang }, principal: userId, request }) => {
      const database = request.server.app.database;
      return { inform: await ownResultReport(ports, database, userId, result_id, lang) };
    },
  });
}
