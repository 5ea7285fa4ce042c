import type { Answer } from '@facet/assessment-domain';
import { consentVersion, itemCount, minutesLeftFor, totalPages } from '@facet/assessment-domain';
import { failureText, readApiFailure } from '@facet/platform-api-client';
import { isLanguage } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useGetAssessmentProgressQuery,
  useLaunchDiagnosticMutation,
  usePostConsentMutation,
  useRestartDiagnosticMutation,
  useSubmitAnswersMutation,
} from '../../assessment-endpoints';
import { useAutoAdvancePreference } from './auto-advance-preference';
import {
  backNeedsSave,
  continueStep,
  diagnosticFlowReducer,
  finishStep,
  initialDiagnosticFlow,
  isAnsweredTooFast,
  resumesDirectly,
  selectIntroductionProgress,
  selectPageQuestions,
  selectResponses,
  selectSaveState,
} from './diagnostic-flow';
import { DiagnosticView, type DiagnosticScreen } from './DiagnosticView';
import { assessmentCatalogue, assessmentProblemMessages } from '../../messages';

function useOnline(): boolean {
  const [online, setOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine,
  );
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** The container of /diagnostic: the calls, and the flow (diagnostic-flow.ts) they move on. */
export function DiagnosticPage() {
  const intl = useIntl();
  const language: Language = isLanguage(intl.locale) ? intl.locale : 'en';
  const online = useOnline();
  const [launch, launchState] = useLaunchDiagnosticMutation();
  const [postConsent, consentState] = usePostConsentMutation();
  const [submit, submitState] = useSubmitAnswersMutation();
  const [restart] = useRestartDiagnosticMutation();
  const progress = useGetAssessmentProgressQuery();
  const [flow, dispatch] = useReducer(diagnosticFlowReducer, initialDiagnosticFlow);
  const [autoAdvance, setAutoAdvance] = useAutoAdvancePreference();
  const { phase, launched, answers, page } = flow;

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

  /** Sends the page's answers; true when the server has them. */
  const savePage = async (finish: boolean): Promise<boolean> => {
    const responses = selectResponses(flow, pageQuestions);
    dispatch({ type: 'saveStarted' });
    const answer = await submit({ responses, lang: language, finish });
    if ('error' in answer) {
      dispatch({ type: 'saveFailed', failure: readApiFailure(answer.error) });
      return false;
    }
    dispatch({ type: 'saved' });
    if (answer.data && 'result_id' in answer.data) {
      dispatch({ type: 'finished', resultId: answer.data.result_id });
      window.scrollTo?.({ top: 0 });
    }
    return true;
  };

  const goOn = async () => {
    if (continueStep(flow, pageQuestions) === 'flagGaps') {
      dispatch({ type: 'continueRefused' });
      return;
    }
    // Judged before the save, which forgets which answers were given since the page appeared.
    const answeredTooFast = isAnsweredTooFast(flow, pageQuestions, Date.now());
    if (await savePage(false)) {
      dispatch({ type: 'advanced', answeredTooFast });
      window.scrollTo?.({ top: 0 });
    }
  };

  const finish = async () => {
    const step = finishStep(flow, pageQuestions);
    if (step.kind === 'finish') {
      dispatch({ type: 'finishConfirmationOpened' });
      return;
    }
    if (step.saveFirst) await savePage(false);
    dispatch({ type: 'jumpedToGap', page: step.page });
  };

  // A failure closes the confirmation too, so the page's own alert says what went wrong.
  const confirmFinish = async () => {
    await savePage(true);
  };

  const goBack = async () => {
    if (backNeedsSave(flow) && !(await savePage(false))) return;
    dispatch({ type: 'wentBack' });
  };

  const screen: DiagnosticScreen = (() => {
    switch (phase.kind) {
      case 'introduction':
        return {
          kind: 'introduction',
          isStarting: launchState.isLoading,
          progress: selectIntroductionProgress(progress.data),
        };
      case 'consent':
        return {
          kind: 'consent',
          retake: launched?.retake,
          isSubmitting: consentState.isLoading,
          failureMessage: consentState.isError
            ? failureText(
                intl,
                readApiFailure(consentState.error) ?? { status: 0 },
                assessmentProblemMessages,
                assessmentCatalogue.messages.errorPostingConsent,
              )
            : undefined,
        };
      case 'questions': {
        const answeredCount = Object.keys(answers).length;
        const totalCount = launched?.questions.length ?? itemCount;
        return {
          kind: 'questions',
          retake: launched?.retake,
          page,
          totalPages: launched?.totalPages ?? totalPages,
          questions: pageQuestions,
          answers,
          answeredCount,
          totalCount,
          minutesLeft: minutesLeftFor(totalCount - answeredCount),
          showPaceHint: flow.showPaceHint,
          languageNote:
            launched && launched.lang !== language
              ? {
                  attemptLanguage: launched.lang,
                  interfaceLanguage: language,
                  answeredCount,
                  isConfirmingRestart: flow.isConfirmingRestart,
                  restartFailed: flow.restartFailed,
                }
              : undefined,
          saveState: selectSaveState(flow, { saving: submitState.isLoading, online }),
          showUnanswered: flow.showUnanswered,
          failureMessage: flow.saveFailure
            ? // Unreachable, the save's own words say more than the shared sentence: the answers
              // are still here.
              flow.saveFailure.status === 503
              ? intl.formatMessage(assessmentCatalogue.messages.saveFailed)
              : failureText(
                  intl,
                  { status: flow.saveFailure.status ?? 0 },
                  assessmentProblemMessages,
                  assessmentCatalogue.messages.saveFailed,
                )
            : undefined,
          autoAdvance,
          gapFocusRequest: flow.gapFocusRequest,
          isConfirmingFinish: flow.isConfirmingFinish,
        };
      }
      case 'done':
        return {
          kind: 'done',
          resultId: phase.resultId,
          total: launched?.questions.length ?? itemCount,
        };
      default:
        return phase;
    }
  })();

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
      onPrevious={() => void goBack()}
      onContinue={() => void goOn()}
      onFinish={() => void finish()}
      onConfirmFinish={confirmFinish}
      onCancelFinish={() => dispatch({ type: 'finishConfirmationClosed' })}
      onRestartRequest={() => dispatch({ type: 'restartConfirmationOpened' })}
      onConfirmRestart={confirmRestart}
      onCancelRestart={() => dispatch({ type: 'restartConfirmationClosed' })}
    />
  );
}
