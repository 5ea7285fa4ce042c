import { companyRoutes } from '@facet/platform-tenancy';
import { pipelineQuerySchema, type PipelineAnswer } from '@facet/company-domain';
import { pageQuerySchema } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import type { ProfilesPorts } from '../../profiles-ports';
import { listPipeline } from '../../services/people-pipeline';

const peopleQuerySchema = pipelineQuerySchema.extend(pageQuerySchema.shape);

/**
 * GET /api/companies/people?page&pageSize&search&status&kind&member_role&group_id&profile_id
 * (managers and admins, beyond the spec, issue 41): {people, page, totalPages, total, profile},
 * the company's members and unaccepted invitations as one pipeline. Served by profiles, which
 * computes the fits; the company feature owns the members and invitations it reads.
 */
export function peopleRoutes(ports: ProfilesPorts): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/companies/people',
    validate: { query: peopleQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/people', companyIdIn: 'query' },
    handler: async ({ query, principal, request }): Promise<PipelineAnswer> => {
      return listPipeline(ports, request.server.app.database, principal, query);
    },
  });
}
