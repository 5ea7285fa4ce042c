import { setPasswordFormSchema } from '@facet/session-domain';
import { useParams } from 'react-router';
import { useSetPasswordMutation } from '../../session-endpoints';
import { useSessionForm } from '../../session-form';
import { SetPasswordView } from './SetPasswordView';

/** /set-password/{token} and /admin/set-password/{token}. */
export function SetPasswordPage({ audience }: { audience: 'user' | 'admin' }) {
  const { token = '' } = useParams();
  const [setPassword, request] = useSetPasswordMutation();
  const { form, viewProps } = useSessionForm(
    setPasswordFormSchema,
    { password: '', confirmPassword: '' },
    request,
  );
  return (
    <SetPasswordView
      audience={audience}
      {...viewProps}
      onSubmit={() => {
        if (form.validate()) void setPassword({ audience, token, password: form.values.password });
      }}
    />
  );
}
