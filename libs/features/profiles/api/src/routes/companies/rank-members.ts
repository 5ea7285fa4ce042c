import { companyRoutes } from '@facet/platform-tenancy';
import { profileRankingQuerySchema, type ProfileRankingAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { ProfilesPorts } from '../../profiles-ports';
import { rankMembers } from '../../services/profile-ranking';

/**
 * GET /api/companies/rank-members?profile_id&page&pageSize&sort&order&member_role&group_id&from
 * &to&validity: {profile, members, page, totalPages, total, invalidExcluded}, every member's
 * latest result in the company against the profile (beyond the spec, issue 22); by default valid
 * and questionable ones, with the invalid ones left out counted. 404 for another company's
 * profile.
 */
export function rankMembersRoutes(ports: ProfilesPorts): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/rank-members',
    validate: { query: profileRankingQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/rank-members', companyIdIn: 'query' },
    handler: async ({ query, principal, request }): Promise<ProfileRankingAnswer> => {
      return rankMembers(ports, request.server.app.database, principal, query);
    },
  });
}
