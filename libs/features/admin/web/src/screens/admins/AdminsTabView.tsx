import type { PlatformAdminRecord } from '@facet/admin-domain';
import { Alert, Button, Inline, Switch, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { BackOfficeListView, type BackOfficeListViewProps } from '../../BackOfficeListView';
import { adminMessages as messages, adminProblemMessages } from '../../messages';

export type AdminsTabViewProps = Omit<
  BackOfficeListViewProps<PlatformAdminRecord>,
  'label' | 'rowKey' | 'columns' | 'actions' | 'children' | 'deletion'
> & {
  onCreate: () => void;
  onToggleNotifications: (admin: PlatformAdminRecord, notifications: boolean) => void;
  onSendPasswordReset: (admin: PlatformAdminRecord) => void;
  onDelete: (admin: PlatformAdminRecord) => Promise<void>;
  actionFailure?: ApiFailure;
  /** The signed-in administrator, whose own row cannot be deleted here. */
  signedInEmail?: string;
};

/** The Admins tab: notifications switch, password reset and delete (confirmed) per admin. */
export function AdminsTabView({
  onCreate,
  onToggleNotifications,
  onSendPasswordReset,
  onDelete,
  actionFailure,
  signedInEmail,
  ...list
}: AdminsTabViewProps) {
  const intl = useIntl();
  const reasonIdPrefix = useId();
  const isOnlyAdmin = list.searchTerm === '' && list.totalPages <= 1 && list.rows.length === 1;
  const undeletableReason = (admin: PlatformAdminRecord) =>
    isOnlyAdmin
      ? intl.formatMessage(messages.deleteOnlyAdminReason)
      : admin.email.toLowerCase() === signedInEmail?.toLowerCase()
        ? intl.formatMessage(messages.deleteSelfReason)
        : undefined;
  return (
    <BackOfficeListView
      {...list}
      label={intl.formatMessage(messages.tabAdmins)}
      rowKey={(admin) => admin.petroAdmin_id}
      actions={<Button onPress={onCreate}>{intl.formatMessage(messages.createAdmin)}</Button>}
      deletion={{
        title: (admin) => intl.formatMessage(messages.deleteAdminTitle, { name: admin.name }),
        body: intl.formatMessage(messages.deleteAdminBody),
        onConfirm: onDelete,
      }}
      columns={[
        {
          id: 'name',
          label: intl.formatMessage(messages.columnName),
          render: (admin) => admin.name,
        },
        {
          id: 'email',
          label: intl.formatMessage(messages.columnEmail),
          render: (admin) => admin.email,
        },
        {
          id: 'notifications',
          label: intl.formatMessage(messages.columnNotifications),
          render: (admin) => (
            <Switch
              isSelected={admin.notifications}
              onChange={(selected) => onToggleNotifications(admin, selected)}
              aria-label={intl.formatMessage(messages.notificationsLabel, { name: admin.name })}
            >
              {intl.formatMessage(
                admin.notifications ? messages.notificationsOn : messages.notificationsOff,
              )}
            </Switch>
          ),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (admin, confirm) => {
            const reason = undeletableReason(admin);
            const reasonId = `${reasonIdPrefix}-${admin.petroAdmin_id}`;
            return (
              <Inline space="small">
                <Button size="small" variant="secondary" onPress={() => onSendPasswordReset(admin)}>
                  {intl.formatMessage(messages.sendPasswordReset, { name: admin.name })}
                </Button>
                <Button
                  size="small"
                  variant="quiet"
                  isDisabled={reason !== undefined}
                  aria-describedby={reason ? reasonId : undefined}
                  onPress={confirm}
                >
                  {intl.formatMessage(messages.deleteNamed, { name: admin.name })}
                </Button>
                {reason && (
                  <Text id={reasonId} size="small" tone="secondary">
                    {reason}
                  </Text>
                )}
              </Inline>
            );
          },
        },
      ]}
    >
      {actionFailure && (
        <Alert tone="critical">
          {failureText(intl, actionFailure, adminProblemMessages, messages.updateFailed)}
        </Alert>
      )}
    </BackOfficeListView>
  );
}
