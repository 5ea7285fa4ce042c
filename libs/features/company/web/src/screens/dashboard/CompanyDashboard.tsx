import { CompanyDashboardView } from './CompanyDashboardView';
import { useGetCompanyDashboardQuery } from '../../company-endpoints';

/** The caller's company dashboard, fresh on every visit to /home. */
export function CompanyDashboard() {
  const dashboard = useGetCompanyDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <CompanyDashboardView
      dashboard={dashboard.data}
      isLoading={dashboard.isLoading}
      hasLoadFailed={dashboard.isError}
      onRetry={() => void dashboard.refetch()}
    />
  );
}
