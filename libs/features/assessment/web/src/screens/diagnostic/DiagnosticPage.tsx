import type { Answer } from '@facet/assessment-domain';
import { consentVersion } from '@facet/assessment-domain';
import { readApiFailure } from '@facet/platform-api-client';
import { isLanguage } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useIntl } from 'react-intl';
import { usePostConsentMutation } from '../../assessment-endpoints';
import { useAutoAdvancePreference } from './auto-advance-preference';
import { useAttemptLaunch } from './use-attempt-launch';
import { useDiagnosticPaging } from './use-diagnostic-paging';
import {
  diagnosticFlowReducer,
  initialDiagnosticFlow,
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
  const [postConsent, consentState] = usePostConsentMutation();
  const [flow, dispatch] = useReducer(diagnosticFlowReducer, initialDiagnosticFlow);
  const { start, isStarting, progress, confirmRestart } = useAttemptLaunch(
    flow,
    dispatch,
    language,
  );
  const [autoAdvance, setAutoAdvance] = useAutoAdvancePreference();
  const { phase, launched, page } = flow;

  // Each page's answering pace runs from when it appears (isAnsweredTooFast), and a restart
  // shows its first page afresh.
  useEffect(() => {
    if (phase.kind === 'questions') dispatch({ type: 'pageShown', at: Date.now() });
  }, [phase.kind, page, launched]);

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
      isStarting,
      progress,
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
