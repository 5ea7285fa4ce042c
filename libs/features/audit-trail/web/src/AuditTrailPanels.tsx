import type { AuditTrailAnswer } from '@facet/audit-trail-domain';
import { useDownloadFileMutation } from '@facet/platform-api-client';
import { languages, type Language } from '@facet/platform-kernel';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  companyTrailExportPath,
  platformTrailExportPath,
  trailPageSize,
  useGetCompanyAuditTrailQuery,
  useGetPlatformAuditTrailQuery,
  type TrailPageArgs,
} from './audit-trail-endpoints';
import { AuditTrailView } from './AuditTrailView';
import { noFilters, type TrailFilters } from './trail-filters';

interface TrailQueryState {
  data?: AuditTrailAnswer | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One trail's page, filters and download, wired to its calls. */
function AuditTrailContainer({
  useTrail,
  exportPathOf,
  spansCompanies,
  headingLevel,
}: {
  useTrail: (args: TrailPageArgs) => TrailQueryState;
  exportPathOf: (filters: TrailFilters, lang: Language) => string;
  spansCompanies?: boolean;
  headingLevel?: 1 | 2;
}) {
  const intl = useIntl();
  const [filters, setFilters] = useState<TrailFilters>(noFilters);
  const [page, setPage] = useState(1);
  const trail = useTrail({ filters, page });
  const [download, downloading] = useDownloadFileMutation();
  const lang = languages.find((language) => intl.locale.startsWith(language)) ?? 'en';
  const total = trail.data?.total ?? 0;
  return (
    <AuditTrailView
      entries={trail.data?.entries ?? []}
      total={total}
      page={trail.data?.page ?? page}
      totalPages={Math.max(1, Math.ceil(total / trailPageSize))}
      onPageChange={setPage}
      isLoading={trail.isFetching}
      loadFailed={trail.isError}
      onRetry={() => void trail.refetch()}
      filters={filters}
      onFiltersChange={(chosen) => {
        setFilters(chosen);
        setPage(1);
      }}
      spansCompanies={spansCompanies}
      headingLevel={headingLevel}
      isExporting={downloading.isLoading}
      exportFailed={downloading.isError}
      onExport={async () => {
        await download(exportPathOf(filters, lang));
        // The download is itself an entry of the trail.
        void trail.refetch();
      }}
    />
  );
}

/** The "Audit trail" tab of /company-panel: the company's own trail, for its administrators. */
export function CompanyAuditTrailTab() {
  return (
    <AuditTrailContainer
      useTrail={useGetCompanyAuditTrailQuery}
      exportPathOf={companyTrailExportPath}
    />
  );
}

/** The back office's trail of the whole platform, with a company filter. */
export function PlatformAuditTrailPanel() {
  return (
    <AuditTrailContainer
      useTrail={useGetPlatformAuditTrailQuery}
      exportPathOf={platformTrailExportPath}
      spansCompanies
    />
  );
}
