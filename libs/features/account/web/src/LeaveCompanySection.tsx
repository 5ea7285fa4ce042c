import { Alert, AlertDialog, Button, Heading, Inline, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages as messages, accountProblemMessages } from './messages';
import { leaveArea } from './ProfileCardView.css';

export interface LeaveCompanySectionProps {
  /** The company's name, or the words for none. */
  company: string;
  isDialogOpen: boolean | undefined;
  onDialogOpenChange: ((isOpen: boolean) => void) | undefined;
  failure: ApiFailure | undefined;
  /** Leaves the company; rejects on failure so the dialog stays open with the message. */
  onLeave: () => Promise<void>;
}

/** Leaving the company, below the profile card and apart from the everyday details. */
export function LeaveCompanySection({
  company,
  isDialogOpen,
  onDialogOpenChange,
  failure,
  onLeave,
}: LeaveCompanySectionProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={leaveArea}>
      <Stack space="small">
        <Heading level={2} id={headingId}>
          {intl.formatMessage(messages.leaveHeading)}
        </Heading>
        <Text tone="secondary">{intl.formatMessage(messages.leaveSummary)}</Text>
        <Inline space="small">
          <Button variant="critical" size="small" onPress={() => onDialogOpenChange?.(true)}>
            {intl.formatMessage(messages.leaveCompany)}
          </Button>
        </Inline>
      </Stack>
      <AlertDialog
        title={intl.formatMessage(messages.leaveTitle, { company })}
        confirmLabel={intl.formatMessage(messages.leaveCompany)}
        isOpen={isDialogOpen}
        onOpenChange={onDialogOpenChange}
        onConfirm={onLeave}
      >
        <Stack space="medium">
          <Text>{intl.formatMessage(messages.leaveExplanation, { company })}</Text>
          {failure && (
            <Alert tone="critical">
              {failureText(intl, failure, accountProblemMessages, messages.leaveFailed)}
            </Alert>
          )}
        </Stack>
      </AlertDialog>
    </section>
  );
}
