import { zodValidator } from '@facet/platform-http';
import { updateProfileSchema, type ProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { updateProfile } from '../../services/profiles';
import { userPrincipal } from '../principal';

/**
 * PATCH /api/profiles/update-profile: 200 {profile}; 400 invalid; 403 global profile; 404 not
 * the company's; 409 changed since `updated_at`; 422 name unavailable.
 */
export function updateProfileRoute(): ServerRoute {
  return {
    method: 'PATCH',
    path: '/api/profiles/update-profile',
    options: { auth: 'user', validate: { payload: zodValidator(updateProfileSchema) } },
    handler: async (request): Promise<ProfileAnswer> => {
      const change = request.payload as z.output<typeof updateProfileSchema>;
      const profile = await updateProfile(
        request.server.app.database,
        userPrincipal(request),
        change,
      );
      return { profile };
    },
  };
}
