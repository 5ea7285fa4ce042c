import type { ResultReadsAnswer } from '@facet/audit-trail-domain';
import { defineRoute, pageQuerySchema, spanningCompanies, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { resultReadsOf } from '../../services/result-reads';

/**
 * GET /api/user/result-reads?page&pageSize: {reads, total, page, page_size}, who else read the
 * signed-in person's results or reports, newest first.
 */
export function resultReadsRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/user/result-reads',
    options: {
      auth: 'user',
      app: spanningCompanies(
        'reads come from every company that read the person, a former employer included; the ' +
          'service reads only entries about the caller',
      ),
    },
    validate: { query: pageQuerySchema },
    principal: userIdOf,
    handler: ({ query, principal, request }): Promise<ResultReadsAnswer> =>
      resultReadsOf(request.server.app.database, principal, query),
  });
}
