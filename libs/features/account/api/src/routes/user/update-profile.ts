import { updateProfileSchema } from '@facet/account-domain';
import { defineRoute, userIdOf } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { AccountPorts } from '../../account-ports';
import { updateProfileName } from '../../services/account-profile';

/** PATCH /api/user/update-profile {name}: renames the signed-in person; answers the new record. */
export function updateProfileRoute(ports: AccountPorts): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/user/update-profile',
    options: { auth: 'user' },
    validate: { payload: updateProfileSchema },
    principal: userIdOf,
    handler: ({ payload: { name }, principal: userId, request }) => {
      return updateProfileName(ports, request.server.app.database, userId, name);
    },
  });
}
