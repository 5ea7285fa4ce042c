import { readApiFailure } from '@facet/platform-api-client';
import { setPasswordFormSchema } from '@facet/session-domain';
import { useParams } from 'react-router';
import { fieldErrorsOfFailure, useSessionForm } from './session-form';
import { useSetPasswordMutation } from './session-endpoints';
import { SetPasswordView } from './SetPasswordView';

/** /set-password/{token} and /admin/set-password/{token}. */
export function SetPasswordPage({ audience }: { audience: 'user' | 'admin' }) {
  const { token = '' } = useParams();
  const form = useSessionForm(setPasswordFormSchema, { password: '', confirmPassword: '' });
  const [setPassword, request] = useSetPasswordMutation();
  const failure = readApiFailure(request.error);
  return (
    <SetPasswordView
      audience={audience}
      values={form.values}
      fieldErrors={{ ...fieldErrorsOfFailure(failure), ...form.fieldErrors }}
      isSubmitting={request.isLoading}
      isDone={request.isSuccess}
      failureStatus={failure?.status}
      onChange={form.change}
      onSubmit={() => {
        if (form.validate()) void setPassword({ audience, token, password: form.values.password });
      }}
    />
  );
}
