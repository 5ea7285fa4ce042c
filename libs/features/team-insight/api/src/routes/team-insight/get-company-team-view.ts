import { companyMember } from '@facet/platform-tenancy';
import { defineRoute } from '@facet/platform-http';
import { teamInsightQuerySchema, type TeamViewAnswer } from '@facet/team-insight-domain';
import type { ServerRoute } from '@hapi/hapi';
import type { TeamInsightPorts } from '../../team-insight-ports';
import { readTeamView } from '../../services/team-views';

/** GET /api/team-insight/company?role: the team view of the whole company (its staff). */
export function getCompanyTeamViewRoute(ports: TeamInsightPorts): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/team-insight/company',
    options: { auth: 'user' },
    validate: { query: teamInsightQuerySchema },
    principal: companyMember('manager'),
    handler: async ({ principal, request }): Promise<TeamViewAnswer> => {
      const { view } = await readTeamView(ports, request.server.app.database, principal, {});
      return view;
    },
  });
}
