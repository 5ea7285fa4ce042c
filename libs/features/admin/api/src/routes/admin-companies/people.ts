import { companyIdQuerySchema } from '@facet/admin-domain';
import { pipelineQuerySchema, type PipelineAnswer } from '@facet/company-domain';
import { pageQuerySchema } from '@facet/platform-http';
import { listPipeline } from '@facet/profiles-api';
import type { ServerRoute } from '@hapi/hapi';
import { defineAdminCompanyRoute } from './define-admin-company-route';

const peopleQuerySchema = pipelineQuerySchema
  .omit({ role: true })
  .extend({ ...pageQuerySchema.shape, ...companyIdQuerySchema.shape });

/**
 * GET /api/admin-companies/people?company_id&page&pageSize&search&status&kind&member_role&
 * group_id&profile_id (beyond the spec, issue 41, D71): the company's people pipeline for the
 * back office, the manager's /companies/people on any company; 404 no such company, group or
 * profile.
 */
export function adminPeopleRoute(): ServerRoute {
  return defineAdminCompanyRoute({
    method: 'GET',
    path: '/api/admin-companies/people',
    companyIdIn: 'query',
    validate: { query: peopleQuerySchema },
    handler: async ({ query, principal, database }): Promise<PipelineAnswer> => {
      return listPipeline(database, principal, query);
    },
  });
}
