import type { ReminderTargetRecord } from '@facet/company-domain';
import { Alert, Button, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { PagedTableView, type PagedList } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

export interface ReminderTargetsTableViewProps extends PagedList {
  targets: readonly ReminderTargetRecord[];
  loadFailure?: ApiFailure | undefined;
  /** The row whose reminder is on its way. */
  sendingTo?: ReminderTargetRecord | undefined;
  sendFailure?: ApiFailure | undefined;
  onSendReminder?: (target: ReminderTargetRecord) => void;
}

/** A target is one invitation or one member's attempt; its key says which. */
export const reminderTargetKey = (target: ReminderTargetRecord) =>
  `${target.kind}:${target.invitation_id ?? target.user_id}`;

/**
 * Who the company is waiting for (pending invitations, unfinished assessments), longest first,
 * with the reminders each has had and a button to send one now.
 */
export function ReminderTargetsTableView({
  targets,
  loadFailure,
  sendingTo,
  sendFailure,
  onSendReminder,
  ...list
}: ReminderTargetsTableViewProps) {
  const intl = useIntl();
  return (
    <PagedTableView
      {...list}
      label={intl.formatMessage(messages.reminderTargetsTableLabel)}
      rows={targets}
      rowKey={reminderTargetKey}
      columns={[
        {
          id: 'person',
          label: intl.formatMessage(messages.columnPerson),
          isRowHeader: true,
          render: (target) =>
            target.name ? (
              <Stack space="xsmall">
                <Text>{target.name}</Text>
                <Text tone="secondary" size="small">
                  {target.recipient}
                </Text>
              </Stack>
            ) : (
              target.recipient
            ),
        },
        {
          id: 'waiting-for',
          label: intl.formatMessage(messages.columnWaitingFor),
          render: (target) =>
            intl.formatMessage(
              target.kind === 'invitation'
                ? messages.waitingForInvitation
                : messages.waitingForAssessment,
            ),
        },
        {
          id: 'since',
          label: intl.formatMessage(messages.columnWaitingSince),
          render: (target) => intl.formatDate(target.waiting_since, { dateStyle: 'medium' }),
        },
        {
          id: 'reminded',
          label: intl.formatMessage(messages.columnReminded),
          render: (target) =>
            intl.formatMessage(messages.remindedSummary, {
              count: target.reminders,
              date: target.last_reminded_at
                ? intl.formatDate(target.last_reminded_at, { day: 'numeric', month: 'short' })
                : '',
            }),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (target) => (
            <Button
              size="small"
              variant="secondary"
              isPending={
                sendingTo !== undefined &&
                reminderTargetKey(sendingTo) === reminderTargetKey(target)
              }
              isDisabled={sendingTo !== undefined}
              onPress={() => onSendReminder?.(target)}
            >
              {intl.formatMessage(messages.sendReminder, { recipient: target.recipient })}
            </Button>
          ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noReminderTargetsTitle),
        description: intl.formatMessage(messages.noReminderTargetsDescription),
      }}
      loadError={loadFailure && intl.formatMessage(messages.loadReminderTargetsFailed)}
    >
      {sendFailure && (
        <Alert tone={sendFailure.status === 429 ? 'caution' : 'critical'}>
          {failureText(intl, sendFailure, companyProblemMessages, messages.sendReminderFailed)}
        </Alert>
      )}
    </PagedTableView>
  );
}
