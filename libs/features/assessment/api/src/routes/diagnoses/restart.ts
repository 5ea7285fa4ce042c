import { restartSchema } from '@facet/assessment-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { AssessmentPorts } from '../../assessment-ports';
import { restartAssessment } from '../../services/restart-assessment';

/**
 * POST /api/diagnoses/restart {lang} -> the launch answer of the open attempt, emptied and now in
 * `lang` (not in spec/api.md: added for issue 41). 404 without an open attempt, 409 when the
 * assessment is already finished.
 */
export function restartRoute(ports: AssessmentPorts): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/diagnoses/restart',
    options: { auth: 'user' },
    validate: { payload: restartSchema },
    principal: userIdOf,
    handler: ({ payload: { lang }, principal: userId, request }) =>
      restartAssessment(ports, request.server.app.database, userId, lang),
  });
}
