import type { Plugin } from '@hapi/hapi';
import { platformAuditTrailExportRoute, platformAuditTrailRoute } from './routes/admin/audit-trail';
import {
  companyAuditTrailExportRoute,
  companyAuditTrailRoute,
} from './routes/companies/audit-trail';
import { resultReadsRoute } from './routes/user/result-reads';

/**
 * The routes of the audit trail, one file per resource under routes/<area>/. Needs the session
 * plugin first (the 'user' and 'admin' strategies).
 */
export const auditTrailPlugin: Plugin<void> = {
  name: 'facet-audit-trail',
  dependencies: ['facet-session'],
  register(server) {
    server.route([
      companyAuditTrailRoute(),
      companyAuditTrailExportRoute(),
      platformAuditTrailRoute(),
      platformAuditTrailExportRoute(),
      resultReadsRoute(),
    ]);
  },
};
