import { useGetInterviewGuidesQuery } from '../../interview-guides-endpoints';
import { InterviewGuidesView } from './InterviewGuidesView';

/** The interview-guides page with its call; the view shows what the call is doing. */
export function InterviewGuidesPage() {
  const list = useGetInterviewGuidesQuery();
  return (
    <InterviewGuidesView
      items={list.data?.items ?? []}
      isLoading={list.isLoading}
      loadFailed={list.isError}
      // The query's own state shows the outcome of the retry, so nothing waits for it here.
      onRetry={() => void list.refetch()}
    />
  );
}
