import { readApiFailure } from '@facet/platform-api-client';
import { registerFormSchema } from '@facet/session-domain';
import { useParams } from 'react-router';
import { RegisterView } from './RegisterView';
import { useEmployeeRegisterMutation, useRegisterContextQuery } from './session-endpoints';
import { useSessionForm } from './session-form';

/**
 * /register/{token}: checks the link, says who invited the person, creates the account, then
 * leads to sign-in with the address filled in (the register call opens no session).
 */
export function RegisterPage() {
  const { token = '' } = useParams();
  const linkContext = useRegisterContextQuery(token);
  const [register, request] = useEmployeeRegisterMutation();
  const { form, viewProps } = useSessionForm(
    registerFormSchema,
    { name: '', password: '', confirmPassword: '' },
    request,
  );
  return (
    <RegisterView
      {...viewProps}
      isCheckingLink={linkContext.isLoading}
      linkContext={linkContext.data}
      linkFailureStatus={readApiFailure(linkContext.error)?.status}
      onSubmit={() => {
        if (!form.validate()) return;
        const { name, password } = registerFormSchema.parse(form.values);
        void register({ token, name, password });
      }}
    />
  );
}
