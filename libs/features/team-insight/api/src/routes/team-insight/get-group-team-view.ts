import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import {
  teamGroupParamsSchema,
  teamInsightQuerySchema,
  type TeamViewAnswer,
} from '@facet/team-insight-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { TeamInsightPorts } from '../../team-insight-ports';
import { readTeamView } from '../../services/team-views';

/** GET /api/team-insight/groups/{id}?role: the team view of one of the company's groups; 404. */
export function getGroupTeamViewRoute(ports: TeamInsightPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/team-insight/groups/{id}',
    options: { auth: 'user' },
    validate: { params: teamGroupParamsSchema, query: teamInsightQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ params: { id }, principal, request }): Promise<TeamViewAnswer> => {
      const { view } = await readTeamView(ports, request.server.app.database, principal, {
        groupId: id,
      });
      return view;
    },
  });
}
