import { useGetSsoQuery } from '../../sso-endpoints';
import { SsoView } from './SsoView';

/** The sso page with its call; the view shows what the call is doing. */
export function SsoPage() {
  const list = useGetSsoQuery();
  return (
    <SsoView
      items={list.data?.items ?? []}
      isLoading={list.isLoading}
      loadFailed={list.isError}
      // The query's own state shows the outcome of the retry, so nothing waits for it here.
      onRetry={() => void list.refetch()}
    />
  );
}
