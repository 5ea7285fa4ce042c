import { registerFormSchema } from '@facet/session-domain';
import { useParams } from 'react-router';
import { RegisterView } from './RegisterView';
import { useEmployeeRegisterMutation } from './session-endpoints';
import { useSessionForm } from './session-form';

/** /register/{token}: an account from a registration or invitation link, then sign in. */
export function RegisterPage() {
  const { token = '' } = useParams();
  const [register, request] = useEmployeeRegisterMutation();
  const { form, viewProps } = useSessionForm(
    registerFormSchema,
    { name: '', password: '', confirmPassword: '' },
    request,
  );
  return (
    <RegisterView
      {...viewProps}
      onSubmit={() => {
        if (!form.validate()) return;
        const { name, password } = registerFormSchema.parse(form.values);
        void register({ token, name, password });
      }}
    />
  );
}
