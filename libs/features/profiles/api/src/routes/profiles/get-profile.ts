import { companyRoutes } from '@facet/platform-tenancy';
import { pageAnswer, pageQuerySchema } from '@facet/platform-http';
import {
  profileIdParamsSchema,
  type ProfileAnswer,
  type ProfileListAnswer,
} from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { getProfile, listProfiles } from '../../services/profiles';

/** GET /api/profiles/get-profile?page: {profile, page, totalPages, total}, own then global. */
export function getProfilesRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/profiles/get-profile',
    validate: { query: pageQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-profile', companyIdIn: 'query' },
    handler: async ({ query, principal, request }): Promise<ProfileListAnswer> => {
      const page = await listProfiles(request.server.app.database, principal, query);
      return pageAnswer('profile', page);
    },
  });
}

/** GET /api/profiles/get-profile/{profile_id}: {profile}; 404 unless own or global. */
export function getProfileRoutes(): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/profiles/get-profile/{profile_id}',
    validate: { params: profileIdParamsSchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/get-profile/{profile_id}', companyIdIn: 'query' },
    handler: async ({ params: { profile_id }, principal, request }): Promise<ProfileAnswer> => {
      const profile = await getProfile(request.server.app.database, principal, profile_id);
      return { profile };
    },
  });
}
