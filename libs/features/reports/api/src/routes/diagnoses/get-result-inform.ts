import { userIdOf, zodValidator } from '@facet/platform-http';
import { resultInformQuerySchema } from '@facet/reports-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { ownResultInform } from '../../services/result-informs';

/** GET /api/diagnoses/get-result-inform?result_id&lang -> { inform } (own results only). */
export function getResultInformRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/diagnoses/get-result-inform',
    options: { auth: 'user', validate: { query: zodValidator(resultInformQuerySchema) } },
    handler: async (request) => {
      const { result_id, lang } = request.query as z.output<typeof resultInformQuerySchema>;
      const database = request.server.app.database;
      return { inform: await ownResultInform(database, userIdOf(request), result_id, lang) };
    },
  };
}
