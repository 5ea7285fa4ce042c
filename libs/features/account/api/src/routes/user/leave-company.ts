import { leaveCompanySchema } from '@facet/account-domain';
import type { LeaveCompanyAnswer } from '@facet/account-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { AccountPorts } from '../../account-ports';
import { leaveCompany } from '../../services/leave-company';

/**
 * PATCH /api/user/leave-company {lang}: 200 left, 400 not a member, 409 the sole administrator
 * (spec/api.md §8).
 */
export function leaveCompanyRoute(ports: AccountPorts): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/user/leave-company',
    options: { auth: 'user' },
    validate: { payload: leaveCompanySchema },
    principal: userIdOf,
    handler: async ({ payload, principal: userId, request }): Promise<LeaveCompanyAnswer> => {
      const user = await leaveCompany(ports, request.server.app.database, userId, payload);
      return { message: 'You have left the company.', user };
    },
  });
}
