import { useGetOwnDataRightsRequestsQuery } from '../../data-rights-endpoints';
import { PagedRequestsPanel } from './PagedRequestsPanel';

/** The Arsulipo tab of /account: the signed-in person's requests, paged. */
/** The person's own requests; they have no search. */
function useOwnRequestsPage(page: number) {
  return useGetOwnDataRightsRequestsQuery(page);
}

export function DataRightsRequestsTable() {
  return <PagedRequestsPanel audience="user" useRequestsPage={useOwnRequestsPage} />;
}
