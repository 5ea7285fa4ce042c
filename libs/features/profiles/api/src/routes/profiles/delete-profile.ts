import { zodValidator } from '@facet/platform-http';
import { deleteProfileSchema, type DeletedProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { deleteProfile } from '../../services/profiles';
import { userPrincipal } from '../principal';

/** DELETE /api/profiles/delete-profile?role=admin {profile_id}: company admins; 403, 404. */
export function deleteProfileRoute(): ServerRoute {
  return {
    method: 'DELETE',
    path: '/api/profiles/delete-profile',
    options: { auth: 'user', validate: { payload: zodValidator(deleteProfileSchema) } },
    handler: async (request): Promise<DeletedProfileAnswer> => {
      const { profile_id } = request.payload as z.output<typeof deleteProfileSchema>;
      return deleteProfile(request.server.app.database, userPrincipal(request), profile_id);
    },
  };
}
