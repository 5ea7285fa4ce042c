import { readApiFailure } from '@facet/platform-api-client';
import { useLanguage } from '@facet/platform-i18n-react';
import { useZodForm } from '@facet/platform-web-kit';
import { forgotPasswordFormSchema } from '@facet/session-domain';
import { ForgotPasswordView } from './ForgotPasswordView';
import { useForgotPasswordMutation } from '../../session-endpoints';

/** /forgot-password and /admin/forgot-password. */
export function ForgotPasswordPage({ audience }: { audience: 'user' | 'admin' }) {
  const form = useZodForm(forgotPasswordFormSchema, { email: '' });
  const [requestLink, request] = useForgotPasswordMutation();
  const { language } = useLanguage();
  return (
    <ForgotPasswordView
      audience={audience}
      email={form.values.email}
      emailError={form.fieldErrors.email}
      isSubmitting={request.isLoading}
      isSent={request.isSuccess}
      failure={readApiFailure(request.error)}
      onEmailChange={(email) => form.change('email', email)}
      onSubmit={() => {
        if (form.validate()) {
          const { email } = forgotPasswordFormSchema.parse(form.values);
          void requestLink({ audience, email, lang: language });
        }
      }}
    />
  );
}
