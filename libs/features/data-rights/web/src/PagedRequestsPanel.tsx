import type { DataRightsRecord } from '@facet/data-rights-domain';
import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { RequestsTableView } from './RequestsTableView';

/** What both request-list queries answer, as far as the table needs it. */
interface RequestsPageQuery {
  data?: { arsulipos: readonly DataRightsRecord[]; page: number; totalPages: number };
  isLoading: boolean;
  error?: Parameters<typeof readApiFailure>[0];
  refetch: () => unknown;
}

export interface PagedRequestsPanelProps {
  audience: 'user' | 'admin';
  /** The list query of that audience; it must stay the same between renders. */
  useRequestsPage: (page: number) => RequestsPageQuery;
}

/** A page of data-rights requests from the audience's list query, with its paging state. */
export function PagedRequestsPanel({ audience, useRequestsPage }: PagedRequestsPanelProps) {
  const [page, setPage] = useState(1);
  const requests = useRequestsPage(page);
  return (
    <RequestsTableView
      audience={audience}
      requests={requests.data?.arsulipos ?? []}
      page={requests.data?.page ?? 1}
      totalPages={requests.data?.totalPages ?? 0}
      isLoading={requests.isLoading}
      loadFailure={readApiFailure(requests.error)}
      onRetry={() => void requests.refetch()}
      onPageChange={setPage}
    />
  );
}
