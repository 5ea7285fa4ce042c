import {
  auditTrailExportFields,
  auditTrailFiltersSchema,
  platformAuditTrailFiltersSchema,
} from '@facet/audit-trail-domain';
import { pageQuerySchema } from '@facet/platform-http';
import { z } from 'zod';

export const companyTrailQuerySchema = auditTrailFiltersSchema.and(pageQuerySchema);
export const companyTrailExportQuerySchema = auditTrailFiltersSchema.and(
  z.object(auditTrailExportFields),
);
export const platformTrailQuerySchema = platformAuditTrailFiltersSchema.and(pageQuerySchema);
export const platformTrailExportQuerySchema = platformAuditTrailFiltersSchema.and(
  z.object(auditTrailExportFields),
);
