import type { AuditTrailAnswer, ResultReadsAnswer } from '@facet/audit-trail-domain';
import { api } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import { trailSearchParams, type TrailFilters } from './trail-filters';

export interface TrailPageArgs {
  filters: TrailFilters;
  page: number;
}

/** Entries per page of the trail. */
export const trailPageSize = 25;

const pageParams = (page: number) => ({ page: String(page), pageSize: String(trailPageSize) });

/** The calls of the audit trail, injected into the one API of the app. */
export const auditTrailApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompanyAuditTrail: build.query<AuditTrailAnswer, TrailPageArgs>({
      query: ({ filters, page }) =>
        `/companies/audit-trail?${trailSearchParams({ ...filters, companyId: undefined }, pageParams(page))}`,
    }),
    getPlatformAuditTrail: build.query<AuditTrailAnswer, TrailPageArgs>({
      query: ({ filters, page }) =>
        `/admin/audit-trail?${trailSearchParams(filters, pageParams(page))}`,
    }),
    getResultReads: build.query<ResultReadsAnswer, { page: number }>({
      query: ({ page }) => `/user/result-reads?${new URLSearchParams(pageParams(page)).toString()}`,
    }),
  }),
});

export const {
  useGetCompanyAuditTrailQuery,
  useGetPlatformAuditTrailQuery,
  useGetResultReadsQuery,
} = auditTrailApi;

/** The API paths of the trail's CSV download, for the file-download call. */
export const companyTrailExportPath = (filters: TrailFilters, lang: Language) =>
  `/companies/audit-trail/export?${trailSearchParams({ ...filters, companyId: undefined }, { format: 'csv', lang })}`;

export const platformTrailExportPath = (filters: TrailFilters, lang: Language) =>
  `/admin/audit-trail/export?${trailSearchParams(filters, { format: 'csv', lang })}`;
