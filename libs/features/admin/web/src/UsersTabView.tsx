import type { AdminUserRecord } from '@facet/admin-domain';
import { Alert, AlertDialog, Button, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BackOfficeListView, type BackOfficeListViewProps } from './BackOfficeListView';
import { adminMessages as messages } from './messages';

export type UsersTabViewProps = Omit<
  BackOfficeListViewProps<AdminUserRecord>,
  'label' | 'rowKey' | 'columns' | 'actions' | 'children'
> & {
  onCreate: () => void;
  onDelete: (user: AdminUserRecord) => Promise<void>;
  deleteFailure?: ApiFailure;
};

/** The Users tab: name, e-mail, company and role, with delete (confirmed). */
export function UsersTabView({ onCreate, onDelete, deleteFailure, ...list }: UsersTabViewProps) {
  const intl = useIntl();
  const [deleting, setDeleting] = useState<AdminUserRecord | null>(null);
  return (
    <BackOfficeListView
      {...list}
      label={intl.formatMessage(messages.tabUsers)}
      rowKey={(user) => user.user_id}
      actions={<Button onPress={onCreate}>{intl.formatMessage(messages.createUser)}</Button>}
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
          render: (user) => user.role ?? '—',
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (user) => (
            <Button size="small" variant="quiet" onPress={() => setDeleting(user)}>
              {intl.formatMessage(messages.deleteNamed, { name: user.name })}
            </Button>
          ),
        },
      ]}
    >
      {deleteFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            deleteFailure,
            { 409: messages.deleteLastCompanyAdmin, 404: messages.notFound },
            messages.deleteFailed,
          )}
        </Alert>
      )}
      {deleting && (
        <AlertDialog
          isOpen
          variant="critical"
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={intl.formatMessage(messages.deleteUserTitle, { name: deleting.name })}
          confirmLabel={intl.formatMessage(messages.deleteConfirm)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          onConfirm={() => onDelete(deleting)}
        >
          <Text>{intl.formatMessage(messages.deleteUserBody)}</Text>
        </AlertDialog>
      )}
    </BackOfficeListView>
  );
}
