import {
  minimumSecondsPerItem,
  type Answer,
  type AssessmentProgress,
  type LaunchAnswer,
} from '@facet/assessment-domain';
import type { IntroductionProgress } from './DiagnosticIntroductionView';
import type { PageQuestion, SaveState } from './question-page-props';

/** Where the person is in /diagnostic, apart from the statements of the questionnaire. */
export type DiagnosticPhase =
  | { kind: 'introduction' }
  | { kind: 'loading' }
  | { kind: 'consent' }
  | { kind: 'questions' }
  | { kind: 'finished' }
  /** This tab finished the attempt just now: the finish moment, on the way to the result. */
  | { kind: 'done'; resultId: number }
  | { kind: 'blocked'; status: 402 | 403 }
  | { kind: 'error'; status?: number };

export interface DiagnosticFlowState {
  phase: DiagnosticPhase;
  /** The saved progress has been read once: the screen shows the introduction or resumes. */
  progressChecked: boolean;
  /** The last launch answer: the statements in the shown language and the attempt's facts. */
  launched?: LaunchAnswer;
  answers: Readonly<Record<string, Answer>>;
  /** Answered in this tab since the last save the server confirmed. */
  unsavedIds: ReadonlySet<string>;
  page: number;
  /** Flags the page's unanswered statements, after a try to go on or finish with gaps. */
  showUnanswered: boolean;
  /** Counts the refused tries to go on or finish: each one takes focus to the first gap. */
  gapFocusRequest: number;
  /** The finish confirmation is open: every statement is answered and the person chose Finish. */
  isConfirmingFinish: boolean;
  /** Set when the last save failed, with the status that says why. */
  saveFailure?: FlowFailure;
  /** When the shown page appeared (ms since the epoch): its answering pace runs from here. */
  pageShownAt?: number;
  /** The page before this one was answered faster than anyone reads: a gentle word about pace. */
  showPaceHint: boolean;
  /** The confirmation of a restart in the interface language is open. */
  isConfirmingRestart: boolean;
  /** The last try to restart the attempt failed; its answers are untouched. */
  restartFailed: boolean;
}

/**
 * A refusal as the flow needs it: the HTTP status alone. The screens say what it means in the
 * person's language; the server's words (English, sometimes internal) are never shown.
 */
export interface FlowFailure {
  status?: number;
}

export type DiagnosticFlowAction =
  /** The saved progress is known (or could not be read); `resumes` when an attempt is open. */
  | { type: 'progressChecked'; resumes: boolean }
  | { type: 'launchRetried' }
  | { type: 'launched'; answer: LaunchAnswer }
  | { type: 'launchFailed'; failure?: FlowFailure }
  /** The attempt started again in another language: no answers, its first page. */
  | { type: 'restarted'; answer: LaunchAnswer }
  | { type: 'restartConfirmationOpened' }
  | { type: 'restartConfirmationClosed' }
  | { type: 'restartFailed' }
  | { type: 'consented' }
  | { type: 'consentDeclined' }
  | { type: 'answered'; questionId: string; answer: Answer }
  | { type: 'saveStarted' }
  | { type: 'saved' }
  | { type: 'saveFailed'; failure?: FlowFailure }
  /** A try to go on from a page with unanswered statements. */
  | { type: 'continueRefused' }
  /** The page was saved and the next one shows; `answeredTooFast` from `isAnsweredTooFast`. */
  | { type: 'advanced'; answeredTooFast: boolean }
  /** A page appeared on the screen at `at` (ms since the epoch). */
  | { type: 'pageShown'; at: number }
  | { type: 'finished'; resultId: number }
  | { type: 'wentBack' }
  /** A try to finish with gaps: the first page that has one, its gaps flagged. */
  | { type: 'jumpedToGap'; page: number }
  | { type: 'finishConfirmationOpened' }
  | { type: 'finishConfirmationClosed' };

export const initialDiagnosticFlow: DiagnosticFlowState = {
  phase: { kind: 'loading' },
  progressChecked: false,
  answers: {},
  unsavedIds: new Set(),
  page: 1,
  showUnanswered: false,
  gapFocusRequest: 0,
  isConfirmingFinish: false,
  showPaceHint: false,
  isConfirmingRestart: false,
  restartFailed: false,
};

/** 409: the attempt is already finished, whatever was asked. */
const finishedPhase = (failure?: FlowFailure): DiagnosticPhase | undefined =>
  failure?.status === 409 ? { kind: 'finished' } : undefined;

function launchFailurePhase(failure?: FlowFailure): DiagnosticPhase {
  const status = failure?.status;
  if (status === 402 || status === 403) {
    return { kind: 'blocked', status };
  }
  return finishedPhase(failure) ?? { kind: 'error', status };
}

export function diagnosticFlowReducer(
  state: DiagnosticFlowState,
  action: DiagnosticFlowAction,
): DiagnosticFlowState {
  switch (action.type) {
    case 'progressChecked':
      // An open attempt resumes at once (its launch follows); otherwise the introduction.
      return {
        ...state,
        progressChecked: true,
        phase: action.resumes ? { kind: 'loading' } : { kind: 'introduction' },
      };
    case 'launchRetried':
      return { ...state, phase: { kind: 'loading' } };
    case 'launched':
      return {
        ...state,
        launched: action.answer,
        // Answers given in this tab but not saved yet win over what the server holds.
        answers: { ...action.answer.answers, ...state.answers },
        page: action.answer.page,
        phase: action.answer.consented ? { kind: 'questions' } : { kind: 'consent' },
      };
    case 'launchFailed':
      return { ...state, phase: launchFailurePhase(action.failure) };
    case 'restarted':
      return {
        ...state,
        launched: action.answer,
        answers: action.answer.answers,
        unsavedIds: new Set(),
        page: action.answer.page,
        showUnanswered: false,
        showPaceHint: false,
        saveFailure: undefined,
        isConfirmingRestart: false,
        restartFailed: false,
      };
    case 'restartConfirmationOpened':
      return { ...state, isConfirmingRestart: true, restartFailed: false };
    case 'restartConfirmationClosed':
      return { ...state, isConfirmingRestart: false };
    case 'restartFailed':
      return { ...state, isConfirmingRestart: false, restartFailed: true };
    case 'consented':
      return { ...state, phase: { kind: 'questions' } };
    case 'consentDeclined':
      return { ...state, phase: { kind: 'introduction' } };
    case 'answered':
      return {
        ...state,
        answers: { ...state.answers, [action.questionId]: action.answer },
        unsavedIds: new Set(state.unsavedIds).add(action.questionId),
      };
    case 'saveStarted':
      return { ...state, saveFailure: undefined };
    case 'saved':
      return { ...state, unsavedIds: new Set() };
    case 'saveFailed': {
      const finished = finishedPhase(action.failure);
      if (finished) return { ...state, phase: finished };
      return { ...state, saveFailure: { status: action.failure?.status } };
    }
    case 'continueRefused':
      return { ...state, showUnanswered: true, gapFocusRequest: state.gapFocusRequest + 1 };
    case 'advanced':
      return {
        ...state,
        showUnanswered: false,
        page: state.page + 1,
        showPaceHint: action.answeredTooFast,
      };
    case 'pageShown':
      return { ...state, pageShownAt: action.at };
    case 'finished':
      return { ...state, phase: { kind: 'done', resultId: action.resultId } };
    case 'wentBack':
      return {
        ...state,
        showUnanswered: false,
        showPaceHint: false,
        page: Math.max(1, state.page - 1),
      };
    case 'jumpedToGap':
      return {
        ...state,
        showUnanswered: true,
        showPaceHint: false,
        page: action.page,
        gapFocusRequest: state.gapFocusRequest + 1,
      };
    case 'finishConfirmationOpened':
      return { ...state, isConfirmingFinish: true };
    case 'finishConfirmationClosed':
      return { ...state, isConfirmingFinish: false };
  }
}

/** An open attempt skips the introduction: the screen goes straight to its page. */
export const resumesDirectly = (progress: AssessmentProgress | undefined): boolean =>
  progress?.state === 'inProgress';

/** What the introduction says of an open attempt with saved answers; nothing before the first. */
export function selectIntroductionProgress(
  progress: AssessmentProgress | undefined,
): IntroductionProgress | undefined {
  if (progress?.state !== 'inProgress' || progress.answered === 0) return undefined;
  const { page, totalPages, answered, total } = progress;
  return { page, totalPages, answered, total };
}

/** The statements of the shown page, numbered across the whole questionnaire. */
export function selectPageQuestions(
  state: Pick<DiagnosticFlowState, 'launched' | 'page'>,
): PageQuestion[] {
  return (state.launched?.questions ?? [])
    .map((question, index) => ({ ...question, number: index + 1 }))
    .filter((question) => question.page === state.page);
}

/** The answers of the given statements, as the submit call takes them. */
export function selectResponses(
  state: DiagnosticFlowState,
  questions: readonly PageQuestion[],
): { question_id: string; answer: Answer }[] {
  return questions.flatMap(({ question_id }) => {
    const answer = state.answers[question_id];
    return answer ? [{ question_id, answer }] : [];
  });
}

/** A page is complete when every one of its statements has an answer. */
export function isPageComplete(
  state: DiagnosticFlowState,
  questions: readonly PageQuestion[],
): boolean {
  return questions.every((question) => state.answers[question.question_id]);
}

/** The page of the first unanswered statement of the questionnaire, if any is left. */
export function selectFirstGapPage(state: DiagnosticFlowState): number | undefined {
  return (state.launched?.questions ?? []).find((question) => !state.answers[question.question_id])
    ?.page;
}

/**
 * Where auto-advance goes once `answeredId` has its answer: the next unanswered statement of the
 * page after it, else the first one before it; none when the page is complete.
 */
export function selectNextUnanswered(
  questions: readonly PageQuestion[],
  answers: Readonly<Record<string, Answer>>,
  answeredId: string,
): string | undefined {
  const position = questions.findIndex((question) => question.question_id === answeredId);
  const inReadingOrder = [...questions.slice(position + 1), ...questions.slice(0, position)];
  return inReadingOrder.find(
    (question) => question.question_id !== answeredId && !answers[question.question_id],
  )?.question_id;
}

/** What "Continue" does: flag the gaps, or save the page and go on. */
export function continueStep(
  state: DiagnosticFlowState,
  questions: readonly PageQuestion[],
): 'flagGaps' | 'saveAndAdvance' {
  return isPageComplete(state, questions) ? 'saveAndAdvance' : 'flagGaps';
}

/**
 * What "Finish" does: with a gap anywhere, go to its page (saving the shown page first when it
 * is complete, so its answers are not lost); with none, send the last answers and finish.
 */
export function finishStep(
  state: DiagnosticFlowState,
  questions: readonly PageQuestion[],
): { kind: 'jumpToGap'; page: number; saveFirst: boolean } | { kind: 'finish' } {
  const gapPage = selectFirstGapPage(state);
  if (gapPage === undefined) return { kind: 'finish' };
  return { kind: 'jumpToGap', page: gapPage, saveFirst: isPageComplete(state, questions) };
}

/** "Previous" saves first only when the page holds answers not yet saved. */
export const backNeedsSave = (state: DiagnosticFlowState): boolean => state.unsavedIds.size > 0;

/** The save indicator: a call in flight first, then no network, then a failure, then unsaved. */
export function selectSaveState(
  state: DiagnosticFlowState,
  { saving, online }: { saving: boolean; online: boolean },
): SaveState {
  if (saving) return 'saving';
  if (!online) return 'offline';
  if (state.saveFailure) return 'failed';
  return state.unsavedIds.size > 0 ? 'unsaved' : 'saved';
}

/**
 * Whether the shown page, every statement of it answered since it appeared, took less than the
 * validity rule's seconds per statement (`minimumSecondsPerItem`, D47): the pace that, on
 * `fastPagesForFlag` pages, flags the protocol. A page revisited with earlier answers is not judged.
 */
export function isAnsweredTooFast(
  state: Pick<DiagnosticFlowState, 'pageShownAt' | 'unsavedIds'>,
  questions: readonly PageQuestion[],
  now: number,
): boolean {
  if (state.pageShownAt === undefined || questions.length === 0) return false;
  const answeredSinceShown = questions.every((question) =>
    state.unsavedIds.has(question.question_id),
  );
  const secondsPerStatement = (now - state.pageShownAt) / 1000 / questions.length;
  return answeredSinceShown && secondsPerStatement < minimumSecondsPerItem;
}
