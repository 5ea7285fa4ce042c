import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { AccountDialogView } from './AccountDialogView';
import {
  useCreateUserMutation,
  useDeleteUserMutation,
  useEndUserSessionsMutation,
  useGetAdminUsersQuery,
} from '../../admin-endpoints';
import { adminMessages as messages } from '../../messages';
import { useCreateDialog } from '../../use-create-dialog';
import { UsersTabView } from './UsersTabView';
import { listViewProps, useListState } from '../../use-list-state';

/** The Users tab with its data: list or search, create user, sign a user out, delete user. */
export function UsersTab() {
  const intl = useIntl();
  const list = useListState();
  const users = useGetAdminUsersQuery(list.args);
  const creation = useCreateDialog(useCreateUserMutation());
  const [deleteUser, deletion] = useDeleteUserMutation();
  const [endSessions, sessionsEnding] = useEndUserSessionsMutation();
  return (
    <>
      <UsersTabView
        {...listViewProps(list, users)}
        onCreate={creation.open}
        deleteFailure={readApiFailure(deletion.error)}
        endSessionsFailure={readApiFailure(sessionsEnding.error)}
        onEndSessions={(user) => {
          void endSessions({ user_id: user.user_id }).then((answer) => {
            if ('error' in answer) return;
            showToast({
              title: intl.formatMessage(messages.sessionsEnded, { name: user.name }),
              tone: 'positive',
            });
          });
        }}
        onDelete={async (user) => {
          const answer = await deleteUser({ userEmailDelete: user.email });
          if (!('error' in answer)) {
            showToast({
              title: intl.formatMessage(messages.deleted, { name: user.name }),
              tone: 'positive',
            });
          }
        }}
      />
      <AccountDialogView kind="user" {...creation.dialog} />
    </>
  );
}
