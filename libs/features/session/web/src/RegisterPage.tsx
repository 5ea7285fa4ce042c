import { readApiFailure } from '@facet/platform-api-client';
import { registerFormSchema } from '@facet/session-domain';
import { useParams } from 'react-router';
import { RegisterView } from './RegisterView';
import { fieldErrorsOfFailure, useSessionForm } from './session-form';
import { useEmployeeRegisterMutation } from './session-endpoints';

/** /register/{token}: an account from a registration or invitation link, then sign in. */
export function RegisterPage() {
  const { token = '' } = useParams();
  const form = useSessionForm(registerFormSchema, { name: '', password: '', confirmPassword: '' });
  const [register, request] = useEmployeeRegisterMutation();
  const failure = readApiFailure(request.error);
  return (
    <RegisterView
      values={form.values}
      fieldErrors={{ ...fieldErrorsOfFailure(failure), ...form.fieldErrors }}
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
