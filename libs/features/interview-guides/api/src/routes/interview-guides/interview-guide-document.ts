import { interviewGuideQuerySchema } from '@facet/interview-guides-domain';
import { companyRoutes } from '@facet/platform-tenancy';
import type { ServerRoute } from '@hapi/hapi';
import {
  interviewGuideDocument,
  type InterviewGuideDocumentContext,
} from '../../services/interview-guide-documents';

/**
 * GET /api/interview-guides/guide-document?email&profile_id&lang: the guide as a PDF download
 * (application/pdf, an attachment), for managers; GET /api/admin-companies/guide-document
 * for a platform admin (D77).
 */
export function interviewGuideDocumentRoutes(
  context: InterviewGuideDocumentContext,
): ServerRoute[] {
  return companyRoutes({
    method: 'GET',
    path: '/api/interview-guides/guide-document',
    validate: { query: interviewGuideQuerySchema },
    actsAs: 'manager',
    platformAdmin: {
      path: '/api/admin-companies/guide-document',
      companyIdIn: 'query',
    },
    handler: async ({ query, principal, database, h }) => {
      const { pdf, filename } = await interviewGuideDocument(context, database, principal, query);
      return h
        .response(pdf)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store');
    },
  });
}
