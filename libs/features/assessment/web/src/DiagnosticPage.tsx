import type { Answer, LaunchAnswer } from '@facet/assessment-domain';
import { consentVersion, itemCount, totalPages } from '@facet/assessment-domain';
import { readApiFailure } from '@facet/platform-api-client';
import { isLanguage, type Language } from '@facet/platform-i18n';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  useLaunchDiagnosticMutation,
  usePostConsentMutation,
  useSubmitAnswersMutation,
} from './assessment-endpoints';
import { DiagnosticView, type DiagnosticScreen } from './DiagnosticView';
import { assessmentCatalogue } from './messages';
import type { PageQuestion, SaveState } from './QuestionPageView';

type Phase =
  | { kind: 'introduction' }
  | { kind: 'loading' }
  | { kind: 'consent' }
  | { kind: 'questions' }
  | { kind: 'finished'; message?: string }
  | { kind: 'blocked'; status: 402 | 403; message?: string }
  | { kind: 'error'; message?: string };

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

/** The container of /diagnostic: the calls, the answers kept in memory and the page shown. */
export function DiagnosticPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const language: Language = isLanguage(intl.locale) ? intl.locale : 'en';
  const online = useOnline();
  const [launch, launchState] = useLaunchDiagnosticMutation();
  const [postConsent, consentState] = usePostConsentMutation();
  const [submit, submitState] = useSubmitAnswersMutation();

  const [phase, setPhase] = useState<Phase>({ kind: 'introduction' });
  const [launched, setLaunched] = useState<LaunchAnswer>();
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [unsavedIds, setUnsavedIds] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(1);
  const [showUnanswered, setShowUnanswered] = useState(false);
  const [saveFailure, setSaveFailure] = useState<{ message?: string }>();

  const start = useCallback(async () => {
    const answer = await launch({ lang: language });
    if ('error' in answer) {
      const failure = readApiFailure(answer.error);
      if (failure?.status === 409) setPhase({ kind: 'finished', message: failure.message });
      else if (failure?.status === 402 || failure?.status === 403) {
        setPhase({ kind: 'blocked', status: failure.status, message: failure.message });
      } else setPhase({ kind: 'error', message: failure?.message });
      return;
    }
    setLaunched(answer.data);
    // Answers given in this tab but not saved yet win over what the server holds.
    setAnswers((current) => ({ ...answer.data.answers, ...current }));
    setPage(answer.data.page);
    setPhase(answer.data.consented ? { kind: 'questions' } : { kind: 'consent' });
  }, [launch, language]);

  // The statements follow the language: choosing another one mid-way reloads their text.
  useEffect(() => {
    if (launched && phase.kind === 'questions' && launched.questions.length > 0) {
      const shownLanguage = launchState.originalArgs?.lang;
      if (shownLanguage && shownLanguage !== language) {
        void launch({ lang: language }).then((answer) => {
          if ('data' in answer && answer.data) setLaunched(answer.data);
        });
      }
    }
  }, [language, launched, phase.kind, launch, launchState.originalArgs?.lang]);

  const consent = async () => {
    const answer = await postConsent({ consents: true, version: consentVersion });
    if (!('error' in answer)) setPhase({ kind: 'questions' });
  };

  const pageQuestions: PageQuestion[] = useMemo(
    () =>
      (launched?.questions ?? [])
        .map((question, index) => ({ ...question, number: index + 1 }))
        .filter((question) => question.page === page),
    [launched, page],
  );

  // Stable, so an answer re-renders only its own statement (QuestionItem is memoised).
  const answerQuestion = useCallback((questionId: string, answer: Answer) => {
    setAnswers((current) => ({ ...current, [questionId]: answer }));
    setUnsavedIds((current) => new Set(current).add(questionId));
  }, []);

  /** Sends the page's answers; true when the server has them. */
  const savePage = async (finish: boolean): Promise<boolean> => {
    const responses = pageQuestions
      .filter((question) => answers[question.question_id])
      .map((question) => ({
        question_id: question.question_id,
        answer: answers[question.question_id] as Answer,
      }));
    setSaveFailure(undefined);
    const answer = await submit({ responses, lang: language, finish });
    if ('error' in answer) {
      const failure = readApiFailure(answer.error);
      if (failure?.status === 409) setPhase({ kind: 'finished', message: failure.message });
      else setSaveFailure({ message: failure?.status === 503 ? undefined : failure?.message });
      return false;
    }
    setUnsavedIds(new Set());
    if (answer.data && 'result_id' in answer.data) {
      void navigate(`/results/${answer.data.result_id}`);
    }
    return true;
  };

  const pageComplete = pageQuestions.every((question) => answers[question.question_id]);

  const goOn = async () => {
    if (!pageComplete) {
      setShowUnanswered(true);
      return;
    }
    if (await savePage(false)) {
      setShowUnanswered(false);
      setPage((current) => current + 1);
      window.scrollTo?.({ top: 0 });
    }
  };

  const finish = async () => {
    const firstGap = (launched?.questions ?? []).find((question) => !answers[question.question_id]);
    if (firstGap) {
      if (pageComplete) await savePage(false);
      setPage(firstGap.page);
      setShowUnanswered(true);
      return;
    }
    await savePage(true);
  };

  const goBack = async () => {
    if (unsavedIds.size > 0 && !(await savePage(false))) return;
    setShowUnanswered(false);
    setPage((current) => Math.max(1, current - 1));
  };

  const saveState: SaveState = submitState.isLoading
    ? 'saving'
    : !online
      ? 'offline'
      : saveFailure
        ? 'failed'
        : unsavedIds.size > 0
          ? 'unsaved'
          : 'saved';

  const screen: DiagnosticScreen = (() => {
    switch (phase.kind) {
      case 'introduction':
        return { kind: 'introduction', isStarting: launchState.isLoading };
      case 'consent':
        return {
          kind: 'consent',
          retake: launched?.retake,
          isSubmitting: consentState.isLoading,
          failureMessage: consentState.isError
            ? (readApiFailure(consentState.error)?.message ??
              intl.formatMessage(assessmentCatalogue.messages.errorPostingConsent))
            : undefined,
        };
      case 'questions':
        return {
          kind: 'questions',
          retake: launched?.retake,
          page,
          totalPages: launched?.totalPages ?? totalPages,
          questions: pageQuestions,
          answers,
          answeredCount: Object.keys(answers).length,
          totalCount: launched?.questions.length ?? itemCount,
          saveState,
          showUnanswered,
          failureMessage: saveFailure?.message,
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
      onDeclineConsent={() => setPhase({ kind: 'introduction' })}
      onRetry={() => {
        setPhase({ kind: 'loading' });
        void start();
      }}
      onAnswer={answerQuestion}
      onPrevious={() => void goBack()}
      onContinue={() => void goOn()}
      onFinish={() => void finish()}
    />
  );
}
