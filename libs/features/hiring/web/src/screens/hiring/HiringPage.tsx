import { useGetHiringQuery } from '../../hiring-endpoints';
import { HiringView } from './HiringView';

/** The hiring page with its call; the view shows what the call is doing. */
export function HiringPage() {
  const list = useGetHiringQuery();
  return (
    <HiringView
      items={list.data?.items ?? []}
      isLoading={list.isLoading}
      loadFailed={list.isError}
      // The query's own state shows the outcome of the retry, so nothing waits for it here.
      onRetry={() => void list.refetch()}
    />
  );
}
