import { companyMember } from '@facet/platform-tenancy';
import { defineRoute, pageAnswer, pageQuerySchema } from '@facet/platform-http';
import {
  profileIdParamsSchema,
  type ProfileAnswer,
  type ProfileListAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { getProfile, listProfiles } from '../../services/profiles';

/** GET /api/profiles/get-profile?page: {profile, page, totalPages, total}, own then global. */
export function getProfilesRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/profiles/get-profile',
    options: { auth: 'user' },
    validate: { query: pageQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ query, principal, request }): Promise<ProfileListAnswer> => {
      const page = await listProfiles(request.server.app.database, principal, query);
      return pageAnswer('profile', page);
    },
  });
}

/** GET /api/profiles/get-profile/{profile_id}: {profile}; 404 unless own or global. */
export function getProfileRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/profiles/get-profile/{profile_id}',
    options: { auth: 'user' },
    validate: { params: profileIdParamsSchema },
    principal: companyMember('manager'),
    handler: async ({ params: { profile_id }, principal, request }): Promise<ProfileAnswer> => {
      const profile = await getProfile(request.server.app.database, principal, profile_id);
      return { profile };
    },
  });
}
