import type { DataRightsRecord } from '@facet/data-rights-domain';
import { readApiFailure } from '@facet/platform-api-client';
import { Stack } from '@facet/design-system';
import { useState, type ReactNode } from 'react';
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
  useRequestsPage: (page: number, searchTerm?: string) => RequestsPageQuery;
  /** What the back office searched for (3 characters or more). */
  searchTerm?: string;
  /** Above the table: the back office's search. */
  children?: ReactNode;
}

/** A page of data-rights requests from the audience's list query, with its paging state. */
export function PagedRequestsPanel({
  audience,
  useRequestsPage,
  searchTerm,
  children,
}: PagedRequestsPanelProps) {
  const [page, setPage] = useState(1);
  const requests = useRequestsPage(page, searchTerm);
  return (
    <Stack space="medium">
      {children}
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
    </Stack>
  );
}
