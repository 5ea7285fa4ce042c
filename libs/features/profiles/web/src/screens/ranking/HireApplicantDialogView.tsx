import { Alert, Button, Dialog, DialogActions, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure, type ProblemMessages } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import type { ApplicantHireChoice } from './use-applicant-hire';

export interface HireApplicantDialogViewProps {
  applicantName: string;
  isOpen: boolean;
  /** Closing without hiring; not offered while the hire is being sent. */
  onCancel: () => void;
  onConfirm: () => void;
  isSending?: boolean;
  failure?: ApiFailure | undefined;
  /** The hiring feature's sentences for the hire's refusals. */
  problemMessages?: ProblemMessages;
}

/**
 * Asks before marking a position's applicant hired, saying what it changes: their data stops
 * expiring with the company's retention period for candidates, for good (D91, D94). A refusal
 * shows here, with the dialog still open to try again or cancel.
 */
export function HireApplicantDialogView({
  applicantName,
  isOpen,
  onCancel,
  onConfirm,
  isSending = false,
  failure,
  problemMessages = {},
}: HireApplicantDialogViewProps) {
  const intl = useIntl();
  const name = { name: applicantName };
  return (
    <Dialog
      role="alertdialog"
      title={intl.formatMessage(messages.rankingHireTitle, name)}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isSending) onCancel();
      }}
    >
      <Stack space="medium">
        <Text>{intl.formatMessage(messages.rankingHireBody, name)}</Text>
        {failure && (
          <Alert tone="critical">
            {failureText(intl, failure, problemMessages, messages.rankingHireFailed)}
          </Alert>
        )}
        <DialogActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={isSending}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button variant="primary" isPending={isSending} onPress={onConfirm}>
            {intl.formatMessage(messages.rankingHireConfirm)}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

/** The dialog of the applicant whose hire is being confirmed, if any. */
export function ApplicantHireDialog({ hiring }: { hiring: ApplicantHireChoice }) {
  if (!hiring.confirming) return null;
  return (
    <HireApplicantDialogView
      isOpen
      applicantName={hiring.confirming.name}
      onCancel={hiring.onCancel}
      onConfirm={hiring.onConfirm}
      isSending={hiring.isSending}
      failure={hiring.failure}
      problemMessages={hiring.problemMessages}
    />
  );
}
