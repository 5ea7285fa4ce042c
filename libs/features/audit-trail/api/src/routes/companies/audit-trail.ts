import { companyMember } from '@facet/platform-tenancy';
import type { AuditTrailAnswer } from '@facet/audit-trail-domain';
import { defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { companyAuditTrail, companyAuditTrailExport } from '../../services/company-audit-trail';
import { companyTrailExportQuerySchema, companyTrailQuerySchema } from '../query-schemas';
import { trailResponse } from '../trail-response';

/**
 * GET /api/companies/audit-trail?actor&action&person&from&to&page&pageSize: {entries, total, page,
 * page_size} of the caller's company, newest first; company admins only (403 for a manager).
 */
export function companyAuditTrailRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/audit-trail',
    options: { auth: 'user' },
    validate: { query: companyTrailQuerySchema },
    principal: companyMember('admin'),
    handler: ({ query, principal, request }): Promise<AuditTrailAnswer> =>
      companyAuditTrail(request.server.app.database, principal, query),
  });
}

/** GET /api/companies/audit-trail/export?format=csv&lang&…filters: the trail as CSV, audited. */
export function companyAuditTrailExportRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/companies/audit-trail/export',
    options: { auth: 'user' },
    validate: { query: companyTrailExportQuerySchema },
    principal: companyMember('admin'),
    handler: async ({ query: { format: _format, ...query }, principal, request, h }) =>
      trailResponse(
        h,
        await companyAuditTrailExport(request.server.app.database, principal, query),
      ),
  });
}
