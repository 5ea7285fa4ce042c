import { zodValidator } from '@facet/platform-http';
import { resultProfileChoiceSchema, type ResultProfileChoiceAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { chooseResultProfile } from '../../services/employee-results';
import { userPrincipal } from '../principal';

/**
 * PATCH /api/companies/employee-result-profile {result_id, email, profile_id}: saves the chosen
 * comparison profile of an employee result (null clears it). Not in the spec, which only says the
 * choice is saved automatically (docs/decisions.md).
 */
export function employeeResultProfileRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/companies/employee-result-profile',
    options: { auth: 'user', validate: { payload: zodValidator(resultProfileChoiceSchema) } },
    handler: async (request): Promise<ResultProfileChoiceAnswer> => {
      const choice = request.payload as z.output<typeof resultProfileChoiceSchema>;
      return chooseResultProfile(request.server.app.database, userPrincipal(request), choice);
    },
  };
}
