import type { AdminUserRecord } from '@facet/admin-domain';
import { Alert, Button, Inline } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { roleLabel } from '@facet/platform-kernel-web';
import { useIntl } from 'react-intl';
import { BackOfficeListView, type BackOfficeListViewProps } from '../../BackOfficeListView';
import { adminMessages as messages, adminProblemMessages } from '../../messages';

export type UsersTabViewProps = Omit<
  BackOfficeListViewProps<AdminUserRecord>,
  'label' | 'rowKey' | 'columns' | 'actions' | 'children' | 'deletion'
> & {
  onCreate: () => void;
  onDelete: (user: AdminUserRecord) => Promise<void>;
  deleteFailure?: ApiFailure;
  /** Ends every session of the user (D97). */
  onEndSessions: (user: AdminUserRecord) => void;
  endSessionsFailure?: ApiFailure;
};

/**
 * The Users tab: name, e-mail, company and role, with signing a user out everywhere and delete
 * (confirmed).
 */
export function UsersTabView({
  onCreate,
  onDelete,
  deleteFailure,
  onEndSessions,
  endSessionsFailure,
  ...list
}: UsersTabViewProps) {
  const intl = useIntl();
  return (
    <BackOfficeListView
      {...list}
      label={intl.formatMessage(messages.tabUsers)}
      rowKey={(user) => user.user_id}
      actions={<Button onPress={onCreate}>{intl.formatMessage(messages.createUser)}</Button>}
      deletion={{
        title: (user) => intl.formatMessage(messages.deleteUserTitle, { name: user.name }),
        body: intl.formatMessage(messages.deleteUserBody),
        onConfirm: onDelete,
      }}
      columns={[
        { id: 'name', label: intl.formatMessage(messages.columnName), render: (user) => user.name },
        {
          id: 'email',
          label: intl.formatMessage(messages.columnEmail),
          render: (user) => user.email,
        },
        {
          id: 'company',
          label: intl.formatMessage(messages.columnCompany),
          render: (user) => user.companyName ?? intl.formatMessage(messages.noCompany),
        },
        {
          id: 'role',
          label: intl.formatMessage(messages.columnRole),
          render: (user) => (user.role ? roleLabel(intl, user.role) : '—'),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (user, confirm) => (
            <Inline space="small">
              <Button size="small" variant="secondary" onPress={() => onEndSessions(user)}>
                {intl.formatMessage(messages.endSessionsNamed, { name: user.name })}
              </Button>
              <Button size="small" variant="quiet" onPress={confirm}>
                {intl.formatMessage(messages.deleteNamed, { name: user.name })}
              </Button>
            </Inline>
          ),
        },
      ]}
    >
      {endSessionsFailure && (
        <Alert tone="critical">
          {failureText(intl, endSessionsFailure, adminProblemMessages, messages.endSessionsFailed)}
        </Alert>
      )}
      {deleteFailure && (
        <Alert tone="critical">
          {failureText(intl, deleteFailure, adminProblemMessages, messages.deleteFailed)}
        </Alert>
      )}
    </BackOfficeListView>
  );
}
