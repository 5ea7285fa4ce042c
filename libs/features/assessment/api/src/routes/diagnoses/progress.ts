import { defineRoute, spanningCompanies, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { AssessmentPorts } from '../../assessment-ports';
import { assessmentProgressOf } from '../../services/assessment-progress';

/**
 * GET /api/diagnoses/progress -> { state, page, answered, total, totalPages, latestResultId }:
 * the person's own assessment, read without opening an attempt or taking a licence.
 */
export function progressRoute(ports: AssessmentPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/diagnoses/progress',
    options: {
      auth: 'user',
      app: spanningCompanies(
        "the grant a launch runs under may be with a company the person is not a member of (an application's); the service reads only the caller's own rows and that company's name",
      ),
    },
    principal: userIdOf,
    handler: ({ principal: userId, request }) =>
      assessmentProgressOf(ports, request.server.app.database, userId),
  });
}
