import { resultsQuerySchema } from '@facet/assessment-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { findOwnResult, listOwnResults } from '../../services/results';

/** GET /api/diagnoses/results?page -> { results, page, totalPages }; ?result_id -> { result }. */
export function resultsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/diagnoses/results',
    options: { auth: 'user' },
    validate: { query: resultsQuerySchema },
    principal: userIdOf,
    handler: async ({ query, principal: userId, request }) => {
      const database = request.server.app.database;
      if (query.result_id !== undefined) {
        return { result: await findOwnResult(database, userId, query.result_id) };
      }
      return listOwnResults(database, userId, query);
    },
  });
}
