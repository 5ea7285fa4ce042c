import { readApiFailure } from '@facet/platform-api-client';
import { needsSecondFactor, registerFormSchema } from '@facet/session-domain';
import { useNavigate, useParams } from 'react-router';
import { useEnterAsUser } from '../../enter-session';
import { RegisterView } from './RegisterView';
import {
  useEmployeeRegisterMutation,
  useLoginMutation,
  useRegisterContextQuery,
} from '../../session-endpoints';
import { useSessionForm } from '../../session-form';

/**
 * /register/{token}: checks the link, says who invited the person, creates the account and signs
 * the person in with the password they just chose, so they land on their home. Should that
 * sign-in fail (too many tries from one office), the page offers sign-in with the address filled
 * in.
 */
export function RegisterPage() {
  const { token = '' } = useParams();
  const linkContext = useRegisterContextQuery(token);
  const [register, request] = useEmployeeRegisterMutation();
  const [login, signIn] = useLoginMutation();
  const enterAsUser = useEnterAsUser();
  const navigate = useNavigate();
  const { form, viewProps } = useSessionForm(
    registerFormSchema,
    { name: '', password: '', confirmPassword: '' },
    request,
  );

  const submit = async () => {
    if (!form.validate()) return;
    const { name, password } = registerFormSchema.parse(form.values);
    const registered = await register({ token, name, password })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    const email = linkContext.data?.email;
    if (!registered || !email) return;
    const session = await login({ email, password, stayLoggedIn: false })
      .unwrap()
      .catch(() => undefined);
    if (!session) return;
    // Someone their company requires a second factor of sets it up on the sign-in page (D98).
    if (needsSecondFactor(session)) {
      void navigate(`/login?email=${encodeURIComponent(email)}`, { replace: true });
      return;
    }
    enterAsUser(session);
  };

  // Once the account exists the page waits for the sign-in, and says "please sign in" only
  // when that failed.
  const signsInNext = viewProps.isDone && Boolean(linkContext.data?.email) && !signIn.isError;
  return (
    <RegisterView
      {...viewProps}
      isSubmitting={viewProps.isSubmitting || signsInNext}
      isDone={viewProps.isDone && !signsInNext}
      isCheckingLink={linkContext.isLoading}
      linkContext={linkContext.data}
      linkFailure={readApiFailure(linkContext.error)}
      onSubmit={() => void submit()}
    />
  );
}
