import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { rankingComparisonQuerySchema, type RankingComparisonAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { compareRankedMembers } from '../../services/ranking-comparison';

/**
 * GET /api/companies/compare-ranked-members?profile_id&user_ids=1,2[,3,4]: {profile, scales,
 * people}, 2–4 members' latest results side by side against the profile, as percentiles (beyond
 * the spec, decision D63). 404 for another company's profile or someone who is not a
 * member with a result.
 */
export function compareRankedMembersRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/compare-ranked-members',
    options: { auth: 'user' },
    validate: { query: rankingComparisonQuerySchema },
    principal: companyMember('manager'),
    handler: ({ query, principal, request }): Promise<RankingComparisonAnswer> =>
      compareRankedMembers(request.server.app.database, principal, query),
  });
}
