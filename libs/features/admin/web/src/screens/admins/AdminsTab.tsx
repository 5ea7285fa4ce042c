import { showToast } from '@facet/design-system';
import { readApiFailure, useSignedInPerson } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { AccountDialogView } from '../users/AccountDialogView';
import {
  useCreatePlatformAdminMutation,
  useDeletePlatformAdminMutation,
  useGetPlatformAdminsQuery,
  useSendPlatformAdminPasswordResetMutation,
  useUpdatePlatformAdminMutation,
} from '../../admin-endpoints';
import { AdminsTabView } from './AdminsTabView';
import { adminMessages as messages } from '../../messages';
import { useCreateDialog } from '../../use-create-dialog';
import { languageOf, listViewProps, useListState } from '../../use-list-state';

/** The Admins tab with its data: list or search, create, notifications, reset, delete. */
export function AdminsTab() {
  const intl = useIntl();
  const list = useListState();
  const admins = useGetPlatformAdminsQuery(list.args);
  const creation = useCreateDialog(useCreatePlatformAdminMutation());
  const [deleteAdmin, deletion] = useDeletePlatformAdminMutation();
  const [updateAdmin, update] = useUpdatePlatformAdminMutation();
  const [sendReset, reset] = useSendPlatformAdminPasswordResetMutation();
  const signedIn = useSignedInPerson();
  return (
    <>
      <AdminsTabView
        {...listViewProps(list, admins)}
        onCreate={creation.open}
        signedInEmail={signedIn?.kind === 'admin' ? signedIn.email : undefined}
        actionFailure={readApiFailure(deletion.error ?? update.error ?? reset.error)}
        onToggleNotifications={(admin, notifications) =>
          void updateAdmin({ petroAdmin_id: admin.petroAdmin_id, notifications })
        }
        onSendPasswordReset={async (admin) => {
          const answer = await sendReset({
            petroAdmin_id: admin.petroAdmin_id,
            lang: languageOf(intl.locale),
          });
          showToast(
            'error' in answer
              ? { title: intl.formatMessage(messages.passwordResetFailed), tone: 'critical' }
              : {
                  title: intl.formatMessage(messages.passwordResetSent, { email: admin.email }),
                  tone: 'positive',
                },
          );
        }}
        onDelete={async (admin) => {
          const answer = await deleteAdmin({ petroAdmin_id: admin.petroAdmin_id });
          if (!('error' in answer)) {
            showToast({
              title: intl.formatMessage(messages.deleted, { name: admin.name }),
              tone: 'positive',
            });
          }
        }}
      />
      <AccountDialogView kind="admin" {...creation.dialog} />
    </>
  );
}
