import { readApiFailure } from '@facet/platform-api-client';
import { useZodForm } from '@facet/platform-web-kit';
import { registerFormSchema } from '@facet/session-domain';
import { useParams } from 'react-router';
import { RegisterView } from './RegisterView';
import { useEmployeeRegisterMutation } from './session-endpoints';

/** /register/{token}: an account from a registration or invitation link, then sign in. */
export function RegisterPage() {
  const { token = '' } = useParams();
  const [register, request] = useEmployeeRegisterMutation();
  const failure = readApiFailure(request.error);
  const form = useZodForm(
    registerFormSchema,
    { name: '', password: '', confirmPassword: '' },
    { failure },
  );
  return (
    <RegisterView
      values={form.values}
      fieldErrors={form.fieldErrors}
      isSubmitting={request.isLoading}
      isDone={request.isSuccess}
      failureStatus={failure?.status}
      onChange={form.change}
      onSubmit={() => {
        if (!form.validate()) return;
        const { name, password } = registerFormSchema.parse(form.values);
        void register({ token, name, password });
      }}
    />
  );
}
