import type { Answer } from '@facet/assessment-domain';
import { Box, Card, Heading, Stack } from '@facet/design-system';
import { useId } from 'react';
import { AttemptLanguageNote, type AttemptLanguageNoteProps } from './AttemptLanguageNote';
import { FormattedMessage } from 'react-intl';
import { assessmentCatalogue } from '../../messages';
import { QuestionItem } from './QuestionItem';
import { FinishConfirmDialog, QuestionPageFooter } from './QuestionPageFooter';
import { QuestionPageProgress } from './QuestionPageProgress';
import { useQuestionFocus } from './use-question-focus';

const { messages } = assessmentCatalogue;

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

/** One page of 20 statements with progress, save state and the way on. */
export function QuestionPageView({
  page,
  totalPages,
  questions,
  answers,
  answeredCount,
  totalCount,
  minutesLeft,
  showPaceHint,
  languageNote,
  onRestartRequest,
  onConfirmRestart,
  onCancelRestart,
  saveState,
  showUnanswered,
  failureMessage,
  autoAdvance,
  gapFocusRequest,
  isConfirmingFinish,
  onAnswer,
  onAutoAdvanceChange,
  onPrevious,
  onContinue,
  onFinish,
  onConfirmFinish,
  onCancelFinish,
}: QuestionPageViewProps) {
  const headingId = useId();
  const { headingRef, statementsRef, primaryActionRef, answerAndAdvance } = useQuestionFocus({
    page,
    questions,
    answers,
    autoAdvance,
    gapFocusRequest,
    onAnswer,
  });
  const unanswered = questions.filter((question) => !answers[question.question_id]).length;
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Box ref={headingRef} tabIndex={-1}>
          <Heading level={1} id={headingId}>
            <FormattedMessage {...messages.pageOfTotal} values={{ page, totalPages }} />
          </Heading>
        </Box>
        {languageNote && (
          <AttemptLanguageNote
            {...languageNote}
            onRestartRequest={onRestartRequest}
            onConfirmRestart={onConfirmRestart}
            onCancelRestart={onCancelRestart}
          />
        )}
        <QuestionPageProgress
          answeredCount={answeredCount}
          totalCount={totalCount}
          minutesLeft={minutesLeft}
          showPaceHint={showPaceHint}
          autoAdvance={autoAdvance}
          onAutoAdvanceChange={onAutoAdvanceChange}
        />
      </Stack>
      <Card>
        <Box ref={statementsRef} as="section" aria-labelledby={headingId}>
          <Stack space="xlarge">
            {questions.map((question) => (
              <QuestionItem
                key={question.question_id}
                questionId={question.question_id}
                number={question.number}
                text={question.text}
                answer={answers[question.question_id]}
                isFlagged={showUnanswered && !answers[question.question_id]}
                onAnswer={answerAndAdvance}
              />
            ))}
          </Stack>
        </Box>
      </Card>
      <QuestionPageFooter
        page={page}
        totalPages={totalPages}
        showUnanswered={showUnanswered}
        unanswered={unanswered}
        saveState={saveState}
        failureMessage={failureMessage}
        onPrevious={onPrevious}
        onContinue={onContinue}
        onFinish={onFinish}
        primaryActionRef={primaryActionRef}
      />
      <FinishConfirmDialog
        isOpen={isConfirmingFinish}
        onConfirm={onConfirmFinish}
        onCancel={onCancelFinish}
      />
    </Stack>
  );
}
