import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { updateProfileSchema, type ProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { updateProfile } from '../../services/profiles';

/**
 * PATCH /api/profiles/update-profile: 200 {profile}; 400 invalid; 403 global profile; 404 not
 * the company's; 409 changed since `updated_at`; 422 name unavailable.
 */
export function updateProfileRoute(): ServerRoute {
  return defineRoute({
    method: 'PATCH',
    path: '/api/profiles/update-profile',
    options: { auth: 'user' },
    validate: { payload: updateProfileSchema },
    principal: companyMember('manager'),
    handler: async ({ payload: change, principal, request }): Promise<ProfileAnswer> => {
      const profile = await updateProfile(request.server.app.database, principal, change);
      return { profile };
    },
  });
}
