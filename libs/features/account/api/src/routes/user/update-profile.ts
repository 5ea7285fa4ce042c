import { updateProfileSchema } from '@facet/account-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { updateProfileName } from '../../services/account-profile';

/** PATCH /api/user/update-profile {name}: renames the signed-in person; answers the new record. */
export function updateProfileRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/user/update-profile',
    options: { auth: 'user' },
    validate: { payload: updateProfileSchema },
    principal: userIdOf,
    handler: ({ payload: { name }, principal: userId, request }) => {
      return updateProfileName(request.server.app.database, userId, name);
    },
  });
}
