import { Box, Card, Heading, Stack } from '@facet/design-system';
import { useId } from 'react';
import { AttemptLanguageNote } from './AttemptLanguageNote';
import { FormattedMessage } from 'react-intl';
import { assessmentCatalogue } from '../../messages';
import { QuestionItem } from './QuestionItem';
import { FinishConfirmDialog, QuestionPageFooter } from './QuestionPageFooter';
import { QuestionPageProgress } from './QuestionPageProgress';
import type { QuestionPageViewProps } from './question-page-props';
import { useQuestionFocus } from './use-question-focus';

const { messages } = assessmentCatalogue;

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
