import { defineRoute, userIdOf } from '@facet/platform-http';
import { resultInformQuerySchema } from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { ReportsPorts } from '../../reports-options';
import { ownResultInform } from '../../services/result-informs';

/** GET /api/diagnoses/get-result-inform?result_id&lang -> { inform } (own results only). */
export function getResultInformRoute(ports: ReportsPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/diagnoses/get-result-inform',
    options: { auth: 'user' },
    validate: { query: resultInformQuerySchema },
    principal: userIdOf,
    handler: async ({ query: { result_id, lang }, principal: userId, request }) => {
      const database = request.server.app.database;
      return { inform: await ownResultInform(ports, database, userId, result_id, lang) };
    },
  });
}
