import { readApiFailure } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import { useCallback, useEffect, type Dispatch } from 'react';
import {
  useGetAssessmentProgressQuery,
  useLaunchDiagnosticMutation,
  useRestartDiagnosticMutation,
} from '../../assessment-endpoints';
import {
  resumesDirectly,
  type DiagnosticFlowAction,
  type DiagnosticFlowState,
} from './diagnostic-flow';

/**
 * Starting an attempt, resuming an open one and starting again: the launch, progress and restart
 * calls, and the flow's steps (diagnostic-flow.ts) on their answers.
 */
export function useAttemptLaunch(
  flow: DiagnosticFlowState,
  dispatch: Dispatch<DiagnosticFlowAction>,
  language: Language,
) {
  const [launch, launchState] = useLaunchDiagnosticMutation();
  const [restart] = useRestartDiagnosticMutation();
  const progress = useGetAssessmentProgressQuery();

  const start = useCallback(async () => {
    const answer = await launch({ lang: language });
    if ('error' in answer) {
      dispatch({ type: 'launchFailed', failure: readApiFailure(answer.error) });
      return;
    }
    dispatch({ type: 'launched', answer: answer.data });
  }, [launch, language, dispatch]);

  // Once the saved progress is known, an open attempt resumes at its page without the
  // introduction (a launch of an open attempt takes no licence); a failed read only loses that.
  const progressSettled = progress.isSuccess || progress.isError;
  useEffect(() => {
    if (flow.progressChecked || !progressSettled) return;
    const resumes = resumesDirectly(progress.data);
    dispatch({ type: 'progressChecked', resumes });
    if (resumes) void start();
  }, [flow.progressChecked, progressSettled, progress.data, start, dispatch]);

  // The attempt keeps its language (docs/decisions.md D64); starting again takes the interface's.
  const confirmRestart = async () => {
    const answer = await restart({ lang: language });
    if ('error' in answer || !answer.data) {
      dispatch({ type: 'restartFailed' });
      return;
    }
    dispatch({ type: 'restarted', answer: answer.data });
    window.scrollTo?.({ top: 0 });
  };

  return { start, isStarting: launchState.isLoading, progress: progress.data, confirmRestart };
}
