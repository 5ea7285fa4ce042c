import { companyRoutes } from '@facet/platform-tenancy';
import { createProfileSchema, type ProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { createProfile } from '../../services/profiles';

/** POST /api/profiles/create-profile: 201 {profile}; 400 no valid values; 409 name exists. */
export function createProfileRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'POST',
    path: '/api/profiles/create-profile',
    validate: { payload: createProfileSchema },
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/create-profile',
      companyIdIn: 'payload or query',
      companyIdAlsoIn: 'profile',
    },
    handler: async ({ payload: content, principal, request, h }) => {
      const profile = await createProfile(request.server.app.database, principal, content);
      return h.response({ profile } satisfies ProfileAnswer).code(201);
    },
  });
}
