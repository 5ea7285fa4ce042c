import { pageQuerySchema, zodValidator } from '@facet/platform-http';
import {
  profileIdParamsSchema,
  type ProfileAnswer,
  type ProfileListAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { getProfile, listProfiles } from '../../services/profiles';
import { userPrincipal } from '../principal';

/** GET /api/profiles/get-profile?page: {profile, page, totalPages, total}, own then global. */
export function getProfilesRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/profiles/get-profile',
    options: { auth: 'user', validate: { query: zodValidator(pageQuerySchema) } },
    handler: async (request): Promise<ProfileListAnswer> => {
      const query = request.query as z.output<typeof pageQuerySchema>;
      const page = await listProfiles(request.server.app.database, userPrincipal(request), query);
      return {
        profile: page.rows,
        page: page.page,
        totalPages: page.totalPages,
        total: page.total,
      };
    },
  };
}

/** GET /api/profiles/get-profile/{profile_id}: {profile}; 404 unless own or global. */
export function getProfileRoute(): ServerRoute {
  return {
    method: 'GET',
    path: '/api/profiles/get-profile/{profile_id}',
    options: { auth: 'user', validate: { params: zodValidator(profileIdParamsSchema) } },
    handler: async (request): Promise<ProfileAnswer> => {
      const { profile_id } = request.params as z.output<typeof profileIdParamsSchema>;
      const profile = await getProfile(
        request.server.app.database,
        userPrincipal(request),
        profile_id,
      );
      return { profile };
    },
  };
}
