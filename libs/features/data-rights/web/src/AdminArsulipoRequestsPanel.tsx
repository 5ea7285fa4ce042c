import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useGetAdminDataRightsRequestsQuery } from './data-rights-endpoints';
import { RequestsTableView } from './RequestsTableView';

/** The Arsulipo tab of the admin dashboard: every request, newest first, paged. */
export function AdminArsulipoRequestsPanel() {
  const [page, setPage] = useState(1);
  const requests = useGetAdminDataRightsRequestsQuery(page);
  return (
    <RequestsTableView
      audience="admin"
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
