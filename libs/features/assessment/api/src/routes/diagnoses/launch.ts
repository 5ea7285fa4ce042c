import { launchSchema } from '@facet/assessment-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { AssessmentPorts } from '../../assessment-ports';
import { launchAssessment } from '../../services/launch-assessment';

/**
 * POST /api/diagnoses/launch {lang} -> { questions, page, totalPages, answers, consented }.
 * 403 without a company or permission, 402 when the company has no licence left, 409 (message
 * only) when the assessment is already finished.
 */
export function launchRoute(ports: AssessmentPorts): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/diagnoses/launch',
    options: { auth: 'user' },
    validate: { payload: launchSchema },
    principal: userIdOf,
    handler: async ({ payload: { lang }, principal: userId, request }) => {
      return launchAssessment(ports, request.server.app.database, userId, lang);
    },
  });
}
