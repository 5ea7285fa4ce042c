import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useGetOwnDataRightsRequestsQuery } from './data-rights-endpoints';
import { RequestsTableView } from './RequestsTableView';

/** The Arsulipo tab of /account: the signed-in person's requests, paged. */
export function ArsulipoRequestsTable() {
  const [page, setPage] = useState(1);
  const requests = useGetOwnDataRightsRequestsQuery(page);
  return (
    <RequestsTableView
      audience="user"
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
