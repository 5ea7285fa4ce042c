import { resultsQuerySchema } from '@facet/assessment-domain';
import { userIdOf, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { findOwnResult, listOwnResults } from '../../services/results';

/** GET /api/diagnoses/results?page -> { results, page, totalPages }; ?result_id -> { result }. */
export function resultsRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/diagnoses/results',
    options: { auth: 'user', validate: { query: zodValidator(resultsQuerySchema) } },
    handler: async (request) => {
      const query = request.query as z.output<typeof resultsQuerySchema>;
      const database = request.server.app.database;
      const userId = userIdOf(request);
      if (query.result_id !== undefined) {
        return { result: await findOwnResult(database, userId, query.result_id) };
      }
      return listOwnResults(database, userId, query);
    },
  };
}
