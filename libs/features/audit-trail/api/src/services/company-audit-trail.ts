import type { AuditTrailAnswer, AuditTrailFilters } from '@facet/audit-trail-domain';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import type { PageQuery } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { auditTrailEntries, auditTrailPage } from './audit-trail';
import { trailExportOf } from './audit-trail-export';
import { exportedFiltersOf, todayOf, type TrailDownload } from './trail-download';

/** GET /companies/audit-trail: the trail of the admin's own company (managers 403). */
export function companyAuditTrail(
  database: Knex,
  principal: CompanyPrincipal,
  filters: AuditTrailFilters & PageQuery,
): Promise<AuditTrailAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    return auditTrailPage(transaction, { companyId: actor.companyId }, filters);
  });
}

/** GET /companies/audit-trail/export: the same entries as CSV; the download is itself audited. */
export function companyAuditTrailExport(
  database: Knex,
  principal: CompanyPrincipal,
  filters: AuditTrailFilters & { lang: Language },
): Promise<TrailDownload> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const { lang, ...kept } = filters;
    const entries = await auditTrailEntries(transaction, { companyId: actor.companyId }, kept);
    await recordCompanyChange(transaction, actor, {
      action: 'audit.exported',
      target: null,
      subjectUserId: null,
      details: { filters: exportedFiltersOf(kept), rows: entries.length, lang },
    });
    return trailExportOf(entries, lang, todayOf());
  });
}
