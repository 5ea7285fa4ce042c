import { Alert, AlertDialog, Box, Button, Inline, Stack, Text } from '@facet/design-system';
import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { assessmentCatalogue } from '../../messages';
import type { QuestionPageViewProps } from './question-page-props';

const { messages } = assessmentCatalogue;

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

export interface QuestionPageFooterProps extends Pick<
  QuestionPageViewProps,
  | 'page'
  | 'totalPages'
  | 'showUnanswered'
  | 'saveState'
  | 'failureMessage'
  | 'onPrevious'
  | 'onContinue'
  | 'onFinish'
> {
  /** The statements of the page left unanswered. */
  unanswered: number;
  /** Continue or Finish, where an answer to the page's last statement moves focus. */
  primaryActionRef: RefObject<HTMLElement | null>;
}

/** Below the statements: the gaps left, whether the page is saved, and back and on. */
export function QuestionPageFooter({
  page,
  totalPages,
  showUnanswered,
  unanswered,
  saveState,
  failureMessage,
  onPrevious,
  onContinue,
  onFinish,
  primaryActionRef,
}: QuestionPageFooterProps) {
  const isLastPage = page >= totalPages;
  const isSaving = saveState === 'saving';
  return (
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
  );
}

export interface FinishConfirmDialogProps {
  isOpen: boolean;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/** Asks before finishing the questionnaire (finishConfirmText says what finishing means). */
export function FinishConfirmDialog({ isOpen, onConfirm, onCancel }: FinishConfirmDialogProps) {
  const intl = useIntl();
  return (
    <AlertDialog
      title={intl.formatMessage(messages.finishConfirmTitle)}
      confirmLabel={intl.formatMessage(messages.finishConfirmAction)}
      cancelLabel={intl.formatMessage(messages.finishConfirmCancel)}
      variant="primary"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      onConfirm={onConfirm}
    >
      <Text>
        <FormattedMessage {...messages.finishConfirmText} />
      </Text>
    </AlertDialog>
  );
}
