import type { InvitationRecord } from '@facet/company-domain';
import { Alert, Button, Inline } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { roleLabel } from '@facet/platform-kernel-web';
import { PagedTableView, RowActions, type PagedList } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { InvitationStatusBadge } from './InvitationStatusBadge';
import { companyMessages as messages } from './messages';
import { sendReminderFailureMessages } from './reminder-failures';

export interface InvitationsTableViewProps extends PagedList {
  invitations: readonly InvitationRecord[];
  loadFailure?: ApiFailure;
  /** Company admins may cancel pending invitations. */
  canCancel?: boolean;
  cancelFailure?: ApiFailure;
  onCancel?: (guest: string) => Promise<void>;
  /** Managers may remind a pending invitation by hand. */
  onSendReminder?: (invitation: InvitationRecord) => void;
  /** The invitation whose reminder is on its way. */
  sendingReminderTo?: number | undefined;
  reminderFailure?: ApiFailure | undefined;
}

/**
 * The paged invitations table of the panel, newest first, with the reminders each had; pending
 * rows can be reminded, and cancelled by company admins.
 */
export function InvitationsTableView({
  invitations,
  loadFailure,
  canCancel,
  cancelFailure,
  onCancel,
  onSendReminder,
  sendingReminderTo,
  reminderFailure,
  ...list
}: InvitationsTableViewProps) {
  const intl = useIntl();
  return (
    <PagedTableView
      {...list}
      label={intl.formatMessage(messages.invitationsTableLabel)}
      rows={invitations}
      rowKey={(invitation) => invitation.invitation_id}
      columns={[
        {
          id: 'guest',
          label: intl.formatMessage(messages.columnGuest),
          render: (invitation) => invitation.guest,
        },
        {
          id: 'role',
          label: intl.formatMessage(messages.columnRole),
          render: (invitation) => roleLabel(intl, invitation.role),
        },
        {
          id: 'date',
          label: intl.formatMessage(messages.columnDate),
          render: (invitation) => intl.formatDate(invitation.date, { dateStyle: 'medium' }),
        },
        {
          id: 'status',
          label: intl.formatMessage(messages.columnStatus),
          render: (invitation) => <InvitationStatusBadge status={invitation.status} />,
        },
        {
          id: 'reminded',
          label: intl.formatMessage(messages.columnReminded),
          render: (invitation) =>
            invitation.status === 'pending' || invitation.reminders > 0
              ? intl.formatMessage(messages.remindedSummary, {
                  count: invitation.reminders,
                  date: invitation.last_reminded_at
                    ? intl.formatDate(invitation.last_reminded_at, {
                        day: 'numeric',
                        month: 'short',
                      })
                    : '',
                })
              : null,
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (invitation, confirm) => (
            <Inline space="small">
              {onSendReminder && invitation.status === 'pending' && (
                <Button
                  size="small"
                  variant="secondary"
                  isPending={sendingReminderTo === invitation.invitation_id}
                  isDisabled={sendingReminderTo !== undefined}
                  onPress={() => onSendReminder(invitation)}
                >
                  {intl.formatMessage(messages.sendReminder, { recipient: invitation.guest })}
                </Button>
              )}
              <RowActions
                remove={
                  canCancel && invitation.status === 'pending'
                    ? {
                        label: intl.formatMessage(messages.cancelInvitation, {
                          guest: invitation.guest,
                        }),
                        onPress: confirm,
                      }
                    : undefined
                }
              />
            </Inline>
          ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noInvitationsTitle),
        description: intl.formatMessage(messages.noInvitationsDescription),
      }}
      loadError={loadFailure && intl.formatMessage(messages.loadInvitationsFailed)}
      confirmation={{
        title: (invitation) =>
          intl.formatMessage(messages.cancelInvitationTitle, { guest: invitation.guest }),
        body: intl.formatMessage(messages.cancelInvitationBody),
        confirmLabel: intl.formatMessage(messages.cancelInvitationConfirm),
        cancelLabel: intl.formatMessage(messages.keepInvitation),
        onConfirm: (invitation) => onCancel?.(invitation.guest),
      }}
    >
      {reminderFailure && (
        <Alert tone={reminderFailure.status === 429 ? 'caution' : 'critical'}>
          {failureText(
            intl,
            reminderFailure,
            sendReminderFailureMessages,
            messages.sendReminderFailed,
          )}
        </Alert>
      )}
      {cancelFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            cancelFailure,
            { 403: messages.onlyAdmins },
            messages.cancelInvitationFailed,
          )}
        </Alert>
      )}
    </PagedTableView>
  );
}
