import { companyRoutes } from '@facet/platform-tenancy';
import { updateProfileSchema, type ProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { updateProfile } from '../../services/profiles';

/**
 * PATCH /api/profiles/update-profile: 200 {profile}; 400 invalid; 403 global profile; 404 not
 * the company's; 409 changed since `updated_at`; 422 name unavailable.
 */
export function updateProfileRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'PATCH',
    path: '/api/profiles/update-profile',
    validate: { payload: updateProfileSchema },
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/update-profile',
      companyIdIn: 'payload or query',
      companyIdAlsoIn: 'profile',
    },
    handler: async ({ payload: change, principal, request }): Promise<ProfileAnswer> => {
      const profile = await updateProfile(request.server.app.database, principal, change);
      return { profile };
    },
  });
}
