import { readApiFailure } from '@facet/platform-api-client';
import { useZodForm } from '@facet/platform-web-kit';
import { setPasswordFormSchema } from '@facet/session-domain';
import { useParams } from 'react-router';
import { useSetPasswordMutation } from './session-endpoints';
import { SetPasswordView } from './SetPasswordView';

/** /set-password/{token} and /admin/set-password/{token}. */
export function SetPasswordPage({ audience }: { audience: 'user' | 'admin' }) {
  const { token = '' } = useParams();
  const [setPassword, request] = useSetPasswordMutation();
  const failure = readApiFailure(request.error);
  const form = useZodForm(
    setPasswordFormSchema,
    { password: '', confirmPassword: '' },
    { failure },
  );
  return (
    <SetPasswordView
      audience={audience}
      values={form.values}
      fieldErrors={form.fieldErrors}
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
