import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { resultProfileChoiceSchema, type ResultProfileChoiceAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { chooseResultProfile } from '../../services/employee-results';

/**
 * PATCH /api/companies/employee-result-profile {result_id, email, profile_id}: saves the chosen
 * comparison profile of an employee result (null clears it). Not in the spec, which only says the
 * choice is saved automatically (docs/decisions.md).
 */
export function employeeResultProfileRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/companies/employee-result-profile',
    options: { auth: 'user' },
    validate: { payload: resultProfileChoiceSchema },
    principal: companyMember('manager'),
    handler: async ({
      payload: choice,
      principal,
      request,
    }): Promise<ResultProfileChoiceAnswer> => {
      return chooseResultProfile(request.server.app.database, principal, choice);
    },
  });
}
