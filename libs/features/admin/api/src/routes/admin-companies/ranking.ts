import { companyIdQuerySchema } from '@facet/admin-domain';
import { rankMembers } from '@facet/profiles-api';
import { profileRankingQuerySchema, type ProfileRankingAnswer } from '@facet/profiles-domain';
import type { ServerRoute } from '@hapi/hapi';
import { defineAdminCompanyRoute } from './define-admin-company-route';

const rankingQuerySchema = profileRankingQuerySchema
  .omit({ role: true })
  .extend(companyIdQuerySchema.shape);

/**
 * GET /api/admin-companies/rank-members?company_id&profile_id&…: the company panel's ranking of
 * every member against a profile, for any company; 404 no such company or profile.
 */
export function adminRankMembersRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/rank-members',
    companyIdIn: 'query',
    validate: { query: rankingQuerySchema },
    handler: async ({ query, principal, database }): Promise<ProfileRankingAnswer> => {
      return rankMembers(database, principal, query);
    },
  });
}
