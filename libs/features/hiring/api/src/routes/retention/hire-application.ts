import {
  applicationIdParamsSchema,
  hireApplicationQuerySchema,
  type HiredApplicationAnswer,
} from '@facet/hiring-domain';
import { spanningCompanies } from '@facet/platform-http';
import { companyRoutes } from '@facet/platform-tenancy';
import type { ServerRoute } from '@hapi/hapi';
import type { CandidateRetentionPorts } from '../../candidate-retention-ports';
import { hireApplication } from '../../services/hire-application';

/** POST /api/hiring/applications/{id}/hire (managers): stops the candidate's retention clock. */
export function hireApplicationRoutes(ports: CandidateRetentionPorts): ServerRoute[] {
  return companyRoutes({
    method: 'POST',
    path: '/api/hiring/applications/{id}/hire',
    validate: { params: applicationIdParamsSchema, query: hireApplicationQuerySchema },
    actsAs: 'manager',
    options: {
      app: spanningCompanies(
        'whether the person hired already belongs to another company decides if they join this one',
      ),
    },
    platformAdmin: { path: '/api/admin-companies/applications/{id}/hire', companyIdIn: 'query' },
    handler: ({ params, principal, request }): Promise<HiredApplicationAnswer> =>
      hireApplication(request.server.app.database, ports, principal, params.id),
  });
}
