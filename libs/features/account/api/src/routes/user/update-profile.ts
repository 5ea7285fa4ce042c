import { updateProfileSchema } from '@facet/account-domain';
import { userIdOf, zodValidator } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { updateProfileName } from '../../services/account-profile';

/** PATCH /api/user/update-profile {name}: renames the signed-in person; answers the new record. */
export function updateProfileRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/user/update-profile',
    options: { auth: 'user', validate: { payload: zodValidator(updateProfileSchema) } },
    handler: (request) => {
      const { name } = request.payload as z.output<typeof updateProfileSchema>;
      return updateProfileName(request.server.app.database, userIdOf(request), name);
    },
  };
}
