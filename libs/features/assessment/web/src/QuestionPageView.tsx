import type { Answer } from '@facet/assessment-domain';
import {
  Alert,
  Box,
  Button,
  Card,
  Heading,
  Inline,
  ProgressBar,
  Stack,
  Text,
} from '@facet/design-system';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { assessmentCatalogue } from './messages';
import { QuestionItem } from './QuestionItem';

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
  saveState: SaveState;
  /** Flags the unanswered statements of the page (after a try to go on). */
  showUnanswered: boolean;
  /** The server's message when saving or finishing failed. */
  failureMessage?: string;
  onAnswer: (questionId: string, answer: Answer) => void;
  onPrevious: () => void;
  onContinue: () => void;
  onFinish: () => void;
}

function SaveStatus({
  saveState,
  failureMessage,
}: Pick<QuestionPageViewProps, 'saveState' | 'failureMessage'>) {
  if (saveState === 'failed') {
    return (
      <Alert tone="critical">
        {failureMessage ?? <FormattedMessage {...messages.saveFailed} />}
      </Alert>
    );
  }
  if (saveState === 'offline') {
    return (
      <Alert tone="caution">
        <FormattedMessage {...messages.offline} />
      </Alert>
    );
  }
  const message =
    saveState === 'saving'
      ? messages.saving
      : saveState === 'saved'
        ? messages.saved
        : messages.unsaved;
  return (
    <Text tone="secondary" size="small">
      <span role="status" data-testid="save-state">
        <FormattedMessage {...message} />
      </span>
    </Text>
  );
}

/** One page of 20 statements with progress, save state and the way on. */
export function QuestionPageView({
  page,
  totalPages,
  questions,
  answers,
  answeredCount,
  totalCount,
  saveState,
  showUnanswered,
  failureMessage,
  onAnswer,
  onPrevious,
  onContinue,
  onFinish,
}: QuestionPageViewProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLElement>(null);
  // A new page starts at its heading, so keyboard and screen reader users begin at the top.
  useEffect(() => {
    headingRef.current?.focus();
  }, [page]);
  const unanswered = questions.filter((question) => !answers[question.question_id]).length;
  const isLastPage = page >= totalPages;
  const isSaving = saveState === 'saving';
  return (
    <Stack space="xlarge">
      <Stack space="medium">
        <Box ref={headingRef} tabIndex={-1}>
          <Heading level={1}>
            <FormattedMessage {...messages.pageOfTotal} values={{ page, totalPages }} />
          </Heading>
        </Box>
        <ProgressBar
          label={intl.formatMessage(messages.progressLabel)}
          value={answeredCount}
          maxValue={totalCount}
          valueLabel={intl.formatMessage(messages.progressValue, {
            answered: answeredCount,
            total: totalCount,
          })}
        />
        <Text tone="secondary" size="small">
          <FormattedMessage {...messages.keyboardHint} />
        </Text>
      </Stack>
      <Card
        as="section"
        title={intl.formatMessage(messages.questionsOfPage, { page })}
        titleLevel={2}
      >
        <Stack space="xlarge">
          {questions.map((question) => (
            <QuestionItem
              key={question.question_id}
              questionId={question.question_id}
              number={question.number}
              text={question.text}
              answer={answers[question.question_id]}
              isFlagged={showUnanswered && !answers[question.question_id]}
              onAnswer={onAnswer}
            />
          ))}
        </Stack>
      </Card>
      <Stack space="medium">
        {showUnanswered && unanswered > 0 && (
          <Alert tone="caution">
            <FormattedMessage {...messages.unansweredOnPage} values={{ count: unanswered }} />
            {isLastPage && (
              <>
                {' '}
                <FormattedMessage {...messages.finishNeedsAll} />
              </>
            )}
          </Alert>
        )}
        <SaveStatus saveState={saveState} failureMessage={failureMessage} />
        <Inline space="medium" align="spaceBetween">
          <Button variant="secondary" onPress={onPrevious} isDisabled={page <= 1 || isSaving}>
            <FormattedMessage {...messages.previousPage} />
          </Button>
          {isLastPage ? (
            <Button onPress={onFinish} isPending={isSaving}>
              <FormattedMessage {...messages.finish} />
            </Button>
          ) : (
            <Button onPress={onContinue} isPending={isSaving}>
              <FormattedMessage {...messages.continue} />
            </Button>
          )}
        </Inline>
      </Stack>
    </Stack>
  );
}
