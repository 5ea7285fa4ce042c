import { changePasswordFormSchema } from '@facet/session-domain';
import { ChangePasswordView } from './ChangePasswordView';
import { useChangePasswordMutation } from '../../session-endpoints';
import { useSessionForm } from '../../session-form';

/** The change-password form for /account (a container: place it in the account page). */
export function ChangePassword() {
  const [changePassword, request] = useChangePasswordMutation();
  const { form, viewProps } = useSessionForm(
    changePasswordFormSchema,
    { password: '', newPassword: '', confirmPassword: '' },
    request,
  );
  return (
    <ChangePasswordView
      {...viewProps}
      onSubmit={() => {
        if (!form.validate()) return;
        const { password, newPassword } = form.values;
        void changePassword({ password, newPassword });
      }}
    />
  );
}
