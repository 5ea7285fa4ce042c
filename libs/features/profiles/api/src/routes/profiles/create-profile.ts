import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { createProfileSchema, type ProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { createProfile } from '../../services/profiles';

/** POST /api/profiles/create-profile: 201 {profile}; 400 no valid values; 409 name exists. */
export function createProfileRoute(): ServerRoute {
  return defineRoute({
    method: 'POST',
    path: '/api/profiles/create-profile',
    options: { auth: 'user' },
    validate: { payload: createProfileSchema },
    principal: companyMember('manager'),
    handler: async ({ payload: content, principal, request, h }) => {
      const profile = await createProfile(request.server.app.database, principal, content);
      return h.response({ profile } satisfies ProfileAnswer).code(201);
    },
  });
}
