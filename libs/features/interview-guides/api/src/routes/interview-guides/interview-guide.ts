import {
  interviewGuideQuerySchema,
  type InterviewGuideAnswer,
} from '@facet/interview-guides-domain';
import { companyRoutes } from '@facet/platform-tenancy';
import type { ServerRoute } from '@hapi/hapi';
import type { InterviewGuidePorts } from '../../interview-guide-ports';
import { readInterviewGuide } from '../../services/interview-guides';

/**
 * GET /api/interview-guides/guide?email&profile_id&lang: the interview guide of a person's latest
 * result in the company against a profile, for its managers; and
 * GET /api/admin-companies/guide?company_id&…, the same for a platform admin (D77).
 */
export function interviewGuideRoutes(ports: InterviewGuidePorts): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/interview-guides/guide',
    validate: { query: interviewGuideQuerySchema },
    actsAs: 'manager',
    platformAdmin: { path: '/api/admin-companies/guide', companyIdIn: 'query' },
    handler: async ({ query, principal, database }): Promise<InterviewGuideAnswer> =>
      (await readInterviewGuide(ports, database, principal, query, 'page')).guide,
  });
}
