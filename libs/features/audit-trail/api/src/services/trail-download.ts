import type { AuditTrailFilters } from '@facet/audit-trail-domain';
import type { TableToWrite } from '@facet/platform-spreadsheets';

export interface TrailDownload {
  filename: string;
  table: TableToWrite;
}

export const todayOf = () => new Date().toISOString().slice(0, 10);

/** The filters as the `audit.exported` entry records them (identities as typed: id or e-mail). */
export function exportedFiltersOf(filters: AuditTrailFilters & { company_id?: number }): object {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
