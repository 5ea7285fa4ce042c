import { readApiFailure } from '@facet/platform-api-client';
import { useZodForm } from '@facet/platform-web-kit';
import { changePasswordFormSchema } from '@facet/session-domain';
import { ChangePasswordView } from './ChangePasswordView';
import { useChangePasswordMutation } from './session-endpoints';

/** The change-password form for /account (a container: place it in the account page). */
export function ChangePassword() {
  const [changePassword, request] = useChangePasswordMutation();
  const failure = readApiFailure(request.error);
  const form = useZodForm(
    changePasswordFormSchema,
    { password: '', newPassword: '', confirmPassword: '' },
    { failure },
  );
  return (
    <ChangePasswordView
      values={form.values}
      fieldErrors={form.fieldErrors}
      isSubmitting={request.isLoading}
      isDone={request.isSuccess}
      failureStatus={failure?.status}
      onChange={form.change}
      onSubmit={() => {
        if (!form.validate()) return;
        const { password, newPassword } = form.values;
        void changePassword({ password, newPassword });
      }}
    />
  );
}
