import { submitSchema } from '@facet/assessment-domain';
import { userIdOf, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { submitAnswers, type SubmitInput } from '../../services/submit-answers';

/**
 * PATCH /api/diagnoses/submit {responses: [{question_id, answer}], lang, finish?}: saves a page
 * -> { answered, page }; with finish and all 240 answered -> { result_id }.
 */
export function submitRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/diagnoses/submit',
    options: { auth: 'user', validate: { payload: zodValidator(submitSchema) } },
    handler: (request) =>
      submitAnswers(request.server.app.database, userIdOf(request), request.payload as SubmitInput),
  };
}
