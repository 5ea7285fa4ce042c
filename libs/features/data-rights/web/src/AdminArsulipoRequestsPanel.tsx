import { useGetAdminDataRightsRequestsQuery } from './data-rights-endpoints';
import { PagedRequestsPanel } from './PagedRequestsPanel';

/** The Arsulipo tab of the admin dashboard: every request, newest first, paged. */
export function AdminArsulipoRequestsPanel() {
  return (
    <PagedRequestsPanel audience="admin" useRequestsPage={useGetAdminDataRightsRequestsQuery} />
  );
}
