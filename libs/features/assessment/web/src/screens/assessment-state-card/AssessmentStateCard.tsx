import { AssessmentStateCardView } from './AssessmentStateCardView';
import { useGetAssessmentProgressQuery } from '../../assessment-endpoints';

/** The signed-in person's assessment state, fresh on every visit to /home. */
export function AssessmentStateCard() {
  const progress = useGetAssessmentProgressQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <AssessmentStateCardView
      progress={progress.data}
      isLoading={progress.isLoading}
      hasLoadFailed={progress.isError}
      onRetry={() => void progress.refetch()}
    />
  );
}
