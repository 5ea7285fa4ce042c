import type { AuditTrailAnswer } from '@facet/audit-trail-domain';
import { adminIdOf, defineRoute } from '@facet/platform-http';
import type { ServerRoute } from '@hapi/hapi';
import { platformAuditTrail, platformAuditTrailExport } from '../../services/platform-audit-trail';
import { platformTrailExportQuerySchema, platformTrailQuerySchema } from '../query-schemas';
import { trailResponse } from '../trail-response';

/**
 * GET /api/admin/audit-trail?company_id&actor&action&person&from&to&page&pageSize: {entries,
 * total, page, page_size} of the whole platform, or of one company; platform admins only.
 */
export function platformAuditTrailRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/audit-trail',
    options: { auth: 'admin' },
    validate: { query: platformTrailQuerySchema },
    principal: adminIdOf,
    handler: ({ query, request }): Promise<AuditTrailAnswer> =>
      platformAuditTrail(request.server.app.database, query),
  });
}

/** GET /api/admin/audit-trail/export?format=csv&lang&…filters: the trail as CSV, audited. */
export function platformAuditTrailExportRoute(): ServerRoute {
  return defineRoute({
    method: 'GET',
    path: '/api/admin/audit-trail/export',
    options: { auth: 'admin' },
    validate: { query: platformTrailExportQuerySchema },
    principal: adminIdOf,
    handler: async ({ query: { format: _format, ...query }, principal, request, h }) =>
      trailResponse(
        h,
        await platformAuditTrailExport(request.server.app.database, principal, query),
      ),
  });
}
