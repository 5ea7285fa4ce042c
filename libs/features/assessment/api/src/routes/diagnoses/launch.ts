import { launchSchema } from '@facet/assessment-domain';
import { userIdOf, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { launchAssessment } from '../../services/launch-assessment';

/**
 * POST /api/diagnoses/launch {lang} -> { questions, page, totalPages, answers, consented }.
 * 403 without a company or permission, 402 when the company has no licence left, 409 (message
 * only) when the assessment is already finished.
 */
export function launchRoute(): ServerRoute {
  return {
    method: 'POST',
    path: '/api/diagnoses/launch',
    options: { auth: 'user', validate: { payload: zodValidator(launchSchema) } },
    handler: async (request) => {
      const { lang } = request.payload as z.output<typeof launchSchema>;
      return launchAssessment(request.server.app.database, userIdOf(request), lang);
    },
  };
}
