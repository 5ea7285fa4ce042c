import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { teamCompareQuerySchema, type TeamCompareAnswer } from '@facet/team-insight-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { TeamInsightPorts } from '../../team-insight-ports';
import { compareGroupViews } from '../../services/team-views';

/** GET /api/team-insight/compare?group_a&group_b&role: two groups side by side; 404. */
export function compareTeamViewsRoute(ports: TeamInsightPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/team-insight/compare',
    options: { auth: 'user' },
    validate: { query: teamCompareQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ query, principal, request }): Promise<TeamCompareAnswer> =>
      compareGroupViews(ports, request.server.app.database, principal, {
        groupA: query.group_a,
        groupB: query.group_b,
      }),
  });
}
