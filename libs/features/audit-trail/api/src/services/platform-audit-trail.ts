import type { AuditTrailAnswer, PlatformAuditTrailFilters } from '@facet/audit-trail-domain';
import { companyProblems } from '@facet/company-domain';
import { recordAudit } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import type { PageQuery } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { auditTrailEntries, auditTrailPage } from './audit-trail';
import { trailExportOf } from './audit-trail-export';
import { exportedFiltersOf, todayOf, type TrailDownload } from './trail-download';

/** A company the platform admin names must exist: 404 otherwise. */
async function assertCompanyExists(transaction: Knex.Transaction, companyId: number | undefined) {
  if (companyId === undefined) return;
  const company = await transaction('companies').where({ id: companyId }).first('id');
  if (!company) throw problem(companyProblems.notFound);
}

/** GET /admin/audit-trail: every company's entries and the platform's own, or one company's. */
export function platformAuditTrail(
  database: Knex,
  filters: PlatformAuditTrailFilters & PageQuery,
): Promise<AuditTrailAnswer> {
  const { company_id: companyId, ...kept } = filters;
  return database.transaction(async (transaction) => {
    await assertCompanyExists(transaction, companyId);
    return auditTrailPage(transaction, { companyId }, kept);
  });
}

/** GET /admin/audit-trail/export: the same entries as CSV; the download is itself audited. */
export function platformAuditTrailExport(
  database: Knex,
  adminId: number,
  filters: PlatformAuditTrailFilters & { lang: Language },
): Promise<TrailDownload> {
  const { company_id: companyId, lang, ...kept } = filters;
  return database.transaction(async (transaction) => {
    await assertCompanyExists(transaction, companyId);
    const entries = await auditTrailEntries(transaction, { companyId }, kept);
    await recordAudit(transaction, {
      actor: { kind: 'admin', id: adminId },
      action: 'audit.exported',
      companyId: companyId ?? null,
      target: null,
      subjectUserId: null,
      details: {
        filters: exportedFiltersOf({ ...kept, company_id: companyId }),
        rows: entries.length,
        lang,
      },
    });
    return trailExportOf(entries, lang, todayOf());
  });
}
