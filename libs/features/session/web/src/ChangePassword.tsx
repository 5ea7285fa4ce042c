import { readApiFailure } from '@facet/platform-api-client';
import { changePasswordFormSchema } from '@facet/session-domain';
import { ChangePasswordView } from './ChangePasswordView';
import { fieldErrorsOfFailure, useSessionForm } from './session-form';
import { useChangePasswordMutation } from './session-endpoints';

/** The change-password form for /account (a container: place it in the account page). */
export function ChangePassword() {
  const form = useSessionForm(changePasswordFormSchema, {
    password: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [changePassword, request] = useChangePasswordMutation();
  const failure = readApiFailure(request.error);
  return (
    <ChangePasswordView
      values={form.values}
      fieldErrors={{ ...fieldErrorsOfFailure(failure), ...form.fieldErrors }}
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
