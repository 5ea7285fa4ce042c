import { useGetHealthQuery, useGetReadinessQuery } from '@facet/platform-api-client';
import { SystemStatusView, type ComponentStatus } from './SystemStatusView';

function statusOf(query: { isFetching: boolean; isSuccess: boolean }): ComponentStatus {
  if (query.isFetching) return 'checking';
  return query.isSuccess ? 'operational' : 'unavailable';
}

export function SystemStatusPage() {
  const health = useGetHealthQuery();
  const readiness = useGetReadinessQuery();
  return (
    <SystemStatusView
      api={statusOf(health)}
      database={health.isError ? 'unavailable' : statusOf(readiness)}
      version={health.data?.version}
      onRetry={() => {
        void health.refetch();
        void readiness.refetch();
      }}
    />
  );
}
