import type { Answer } from '@facet/assessment-domain';
import type { AttemptLanguageNoteProps } from './AttemptLanguageNote';

/*
 * What a page of statements shows and what it answers, apart from the view, so the flow, the
 * footer and the focus hook that the view uses can name them without importing the view.
 */

/** Where the answers of the page stand: kept on the server, only here, being sent, or not sent. */
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'offline';

export interface PageQuestion {
  question_id: string;
  text: string;
  /** Position in the whole questionnaire, 1..240. */
  number: number;
}

export interface QuestionPageViewProps {
  page: number;
  totalPages: number;
  questions: readonly PageQuestion[];
  answers: Readonly<Record<string, Answer>>;
  answeredCount: number;
  totalCount: number;
  /** The remaining statements' time at the reading pace (`minutesLeftFor`); 0 hides it. */
  minutesLeft: number;
  /** The page before was answered faster than anyone reads: a kind word, never a block. */
  showPaceHint: boolean;
  /** Set when the interface is in another language than the attempt's statements. */
  languageNote?: Omit<
    AttemptLanguageNoteProps,
    'onRestartRequest' | 'onConfirmRestart' | 'onCancelRestart'
  >;
  onRestartRequest: () => void;
  onConfirmRestart: () => Promise<void>;
  onCancelRestart: () => void;
  saveState: SaveState;
  /** Flags the unanswered statements of the page (after a try to go on). */
  showUnanswered: boolean;
  /** Why saving or finishing failed, in the person's language; a general sentence without it. */
  failureMessage?: string;
  /** Each answer takes focus on to the next unanswered statement. */
  autoAdvance: boolean;
  /** Each new value moves focus to the first unanswered statement of the page. */
  gapFocusRequest: number;
  /** The finish confirmation is open. */
  isConfirmingFinish: boolean;
  onAnswer: (questionId: string, answer: Answer) => void;
  onAutoAdvanceChange: (autoAdvance: boolean) => void;
  onPrevious: () => void;
  onContinue: () => void;
  /** Asks to finish; the container flags gaps or opens the confirmation. */
  onFinish: () => void;
  onConfirmFinish: () => Promise<void>;
  onCancelFinish: () => void;
}
