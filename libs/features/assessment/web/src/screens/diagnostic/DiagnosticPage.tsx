import type { Answer } from '@facet/assessment-domain';
import { consentVersion } from '@facet/assessment-domain';
import { readApiFailure } from '@facet/platform-api-client';
import { isLanguage } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useIntl } from 'react-intl';
import {
  useGetAssessmentProgressQuery,
  useLaunchDiagnosticMutation,
  usePostConsentMutation,
  useRestartDiagnosticMutation,
} from '../../assessment-endpoints';
import { useAutoAdvancePreference } from './auto-advance-preference';
import { useDiagnosticPaging } from './use-diagnostic-paging';
import {
  diagnosticFlowReducer,
  initialDiagnosticFlow,
  resumesDirectly,
  selectPageQuestions,
} from './diagnostic-flow';
import { diagnosticScreenOf } from './diagnostic-screen';
import { DiagnosticView } from './DiagnosticView';
import { useOnline } from './use-online';

/** The container of /diagnostic: the calls, and the flow (diagnostic-flow.ts) they move on. */
export function DiagnosticPage() {
  const intl = useIntl();
  const language: Language = isLanguage(intl.locale) ? intl.locale : 'en';
  const online = useOnline();
  const [launch, launchState] = useLaunchDiagnosticMutation();
  const [postConsent, consentState] = usePostConsentMutation();
  const [restart] = useRestartDiagnosticMutation();
  const progress = useGetAssessmentProgressQuery();
  const [flow, dispatch] = useReducer(diagnosticFlowReducer, initialDiagnosticFlow);
  const [autoAdvance, setAutoAdvance] = useAutoAdvancePreference();
  const { phase, launched, page } = flow;

  const start = useCallback(async () => {
    const answer = await launch({ lang: language });
    if ('error' in answer) {
      dispatch({ type: 'launchFailed', failure: readApiFailure(answer.error) });
      return;
    }
    dispatch({ type: 'launched', answer: answer.data });
  }, [launch, language]);

  // Once the saved progress is known, an open attempt resumes at its page without the
  // introduction (a launch of an open attempt takes no licence); a failed read only loses that.
  const progressSettled = progress.isSuccess || progress.isError;
  useEffect(() => {
    if (flow.progressChecked || !progressSettled) return;
    const resumes = resumesDirectly(progress.data);
    dispatch({ type: 'progressChecked', resumes });
    if (resumes) void start();
  }, [flow.progressChecked, progressSettled, progress.data, start]);

  // Each page's answering pace runs from when it appears (isAnsweredTooFast), and a restart
  // shows its first page afresh.
  useEffect(() => {
    if (phase.kind === 'questions') dispatch({ type: 'pageShown', at: Date.now() });
  }, [phase.kind, page, launched]);

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

  const consent = async () => {
    const answer = await postConsent({ consents: true, version: consentVersion });
    if (!('error' in answer)) dispatch({ type: 'consented' });
  };

  // The same array from one answer to the next, so the memoised statements do not re-render.
  const pageQuestions = useMemo(() => selectPageQuestions({ launched, page }), [launched, page]);

  // Stable, so an answer re-renders only its own statement (QuestionItem is memoised).
  const answerQuestion = useCallback((questionId: string, answer: Answer) => {
    dispatch({ type: 'answered', questionId, answer });
  }, []);

  const paging = useDiagnosticPaging(flow, dispatch, pageQuestions, language);

  const screen = diagnosticScreenOf(
    intl,
    language,
    flow,
    pageQuestions,
    {
      isStarting: launchState.isLoading,
      progress: progress.data,
      isConsenting: consentState.isLoading,
      consentFailure: consentState.isError
        ? (readApiFailure(consentState.error) ?? { status: 0 })
        : undefined,
      isSaving: paging.isSaving,
      online,
    },
    autoAdvance,
  );

  return (
    <DiagnosticView
      screen={screen}
      onStart={() => void start()}
      onConsent={() => void consent()}
      onDeclineConsent={() => dispatch({ type: 'consentDeclined' })}
      onRetry={() => {
        dispatch({ type: 'launchRetried' });
        void start();
      }}
      onAnswer={answerQuestion}
      onAutoAdvanceChange={setAutoAdvance}
      onPrevious={() => void paging.goBack()}
      onContinue={() => void paging.goOn()}
      onFinish={() => void paging.finish()}
      onConfirmFinish={paging.confirmFinish}
      onCancelFinish={() => dispatch({ type: 'finishConfirmationClosed' })}
      onRestartRequest={() => dispatch({ type: 'restartConfirmationOpened' })}
      onConfirmRestart={confirmRestart}
      onCancelRestart={() => dispatch({ type: 'restartConfirmationClosed' })}
    />
  );
}
