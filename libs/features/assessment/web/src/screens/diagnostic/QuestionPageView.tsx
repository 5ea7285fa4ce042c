import type { Answer } from '@facet/assessment-domain';
import {
  Alert,
  AlertDialog,
  Box,
  Button,
  Card,
  Heading,
  Inline,
  ProgressBar,
  Stack,
  Switch,
  Text,
} from '@facet/design-system';
import { useCallback, useEffect, useId, useRef } from 'react';
import { AttemptLanguageNote, type AttemptLanguageNoteProps } from './AttemptLanguageNote';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectNextUnanswered } from './diagnostic-flow';
import { assessmentCatalogue } from '../../messages';
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

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the element into the middle of the screen and puts focus on `focusTarget`. */
function bringIntoView(element: HTMLElement, focusTarget: HTMLElement | null) {
  element.scrollIntoView?.({
    block: 'center',
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
  focusTarget?.focus({ preventScroll: true });
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
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useRef<HTMLElement>(null);
  const statementsRef = useRef<HTMLElement>(null);
  const primaryActionRef = useRef<HTMLElement>(null);

  const bringStatementIntoView = useCallback((questionId: string) => {
    const statement = statementsRef.current?.querySelector<HTMLElement>(
      `[data-question-id="${questionId}"]`,
    );
    if (statement) bringIntoView(statement, statement.querySelector('input'));
  }, []);

  // A new page starts at its heading, so keyboard and screen reader users begin at the top.
  useEffect(() => {
    headingRef.current?.focus();
  }, [page]);

  // Declared after the heading's effect, so on a jump to a page with gaps its first gap wins.
  useEffect(() => {
    if (gapFocusRequest === 0) return;
    const firstGap = questions.find((question) => !answers[question.question_id]);
    if (firstGap) bringStatementIntoView(firstGap.question_id);
    // Only a new request moves focus; answering the gaps one by one must not pull it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gapFocusRequest]);

  // The answer handler stays stable (statements are memoised), so it reads the latest props here.
  const latest = useRef({ questions, answers, autoAdvance });
  useEffect(() => {
    latest.current = { questions, answers, autoAdvance };
  });
  const answerAndAdvance = useCallback(
    (questionId: string, answer: Answer) => {
      onAnswer(questionId, answer);
      const { questions, answers, autoAdvance } = latest.current;
      if (!autoAdvance) return;
      const next = selectNextUnanswered(questions, answers, questionId);
      // After the render of this answer, and after the focus a digit key gives its own option.
      window.requestAnimationFrame(() => {
        if (next) {
          bringStatementIntoView(next);
          return;
        }
        const primaryAction = primaryActionRef.current;
        if (primaryAction) bringIntoView(primaryAction, primaryAction.querySelector('button'));
      });
    },
    [onAnswer, bringStatementIntoView],
  );
  const unanswered = questions.filter((question) => !answers[question.question_id]).length;
  const isLastPage = page >= totalPages;
  const isSaving = saveState === 'saving';
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
        <ProgressBar
          label={intl.formatMessage(messages.progressLabel)}
          value={answeredCount}
          maxValue={totalCount}
          valueLabel={intl.formatMessage(messages.progressValue, {
            answered: answeredCount,
            total: totalCount,
          })}
        />
        {minutesLeft > 0 && (
          <Text tone="secondary" size="small">
            <FormattedMessage {...messages.timeLeft} values={{ minutes: minutesLeft }} />
          </Text>
        )}
        {showPaceHint && (
          <Alert tone="info" title={intl.formatMessage(messages.paceHintTitle)}>
            <FormattedMessage {...messages.paceHint} />
          </Alert>
        )}
        <Text tone="secondary" size="small">
          <FormattedMessage {...messages.keyboardHint} />
        </Text>
        <Switch isSelected={autoAdvance} onChange={onAutoAdvanceChange}>
          <FormattedMessage {...messages.autoAdvance} />
        </Switch>
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
          <Box ref={primaryActionRef}>
            {isLastPage ? (
              <Button onPress={onFinish} isPending={isSaving}>
                <FormattedMessage {...messages.finish} />
              </Button>
            ) : (
              <Button onPress={onContinue} isPending={isSaving}>
                <FormattedMessage {...messages.continue} />
              </Button>
            )}
          </Box>
        </Inline>
      </Stack>
      <AlertDialog
        title={intl.formatMessage(messages.finishConfirmTitle)}
        confirmLabel={intl.formatMessage(messages.finishConfirmAction)}
        cancelLabel={intl.formatMessage(messages.finishConfirmCancel)}
        variant="primary"
        isOpen={isConfirmingFinish}
        onOpenChange={(isOpen) => {
          if (!isOpen) onCancelFinish();
        }}
        onConfirm={onConfirmFinish}
      >
        <Text>
          <FormattedMessage {...messages.finishConfirmText} />
        </Text>
      </AlertDialog>
    </Stack>
  );
}
