import { submitSchema } from '@facet/assessment-domain';
import { deferredDatabaseScope, defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { AssessmentPorts } from '../../assessment-ports';
import { submitAnswers } from '../../services/submit-answers';

/**
 * PATCH /api/diagnoses/submit {responses: [{question_id, answer}], lang, finish?}: saves a page
 * -> { answered, page }; with finish and all 240 answered -> { result_id }.
 */
export function submitRoute(ports: AssessmentPorts): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/diagnoses/submit',
    // The busiest call: a page save is one statement, sent with its scope in one round trip.
    options: { auth: 'user', app: deferredDatabaseScope() },
    validate: { payload: submitSchema },
    principal: userIdOf,
    handler: ({ payload, principal: userId, request }) =>
      submitAnswers(ports, request.server.app.database, userId, payload),
  });
}
