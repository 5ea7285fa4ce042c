import { zodValidator } from '@facet/platform-http';
import { createProfileSchema, type ProfileAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { createProfile } from '../../services/profiles';
import { userPrincipal } from '../principal';

/** POST /api/profiles/create-profile: 201 {profile}; 400 no valid values; 409 name exists. */
export function createProfileRoute(): ServerRoute {
  return {
    method: 'POST',
    path: '/api/profiles/create-profile',
    options: { auth: 'user', validate: { payload: zodValidator(createProfileSchema) } },
    handler: async (request, h) => {
      const content = request.payload as z.output<typeof createProfileSchema>;
      const profile = await createProfile(
        request.server.app.database,
        userPrincipal(request),
        content,
      );
      return h.response({ profile } satisfies ProfileAnswer).code(201);
    },
  };
}
