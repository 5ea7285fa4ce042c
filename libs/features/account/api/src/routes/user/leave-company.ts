import { leaveCompanySchema } from '@facet/account-domain';
import type { LeaveCompanyAnswer } from '@facet/account-domain';
import { userIdOf, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { leaveCompany } from '../../services/leave-company';

/**
 * PATCH /api/user/leave-company {lang}: 200 left, 400 not a member, 409 the sole administrator
 * (spec/api.md §8).
 */
export function leaveCompanyRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/user/leave-company',
    options: { auth: 'user', validate: { payload: zodValidator(leaveCompanySchema) } },
    handler: async (request): Promise<LeaveCompanyAnswer> => {
      const payload = request.payload as z.output<typeof leaveCompanySchema>;
      const user = await leaveCompany(request.server.app.database, userIdOf(request), payload);
      return { message: 'You have left the company.', user };
    },
  };
}
