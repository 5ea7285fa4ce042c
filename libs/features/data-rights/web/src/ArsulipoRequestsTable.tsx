import { useGetOwnDataRightsRequestsQuery } from './data-rights-endpoints';
import { PagedRequestsPanel } from './PagedRequestsPanel';

/** The Arsulipo tab of /account: the signed-in person's requests, paged. */
export function ArsulipoRequestsTable() {
  return <PagedRequestsPanel audience="user" useRequestsPage={useGetOwnDataRightsRequestsQuery} />;
}
