import { api, readApiFailure } from '@facet/platform-api-client';
import { useZodForm } from '@facet/platform-web-kit';
import { loginFormSchema, type LoginForm } from '@facet/session-domain';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { useEnterAsUser } from '../../enter-session';
import { adminHomePath, homePath, safeNextPath } from '../../route-guards';
import { useAdminLoginMutation, useLoginMutation } from '../../session-endpoints';
import { sessionStore } from '../../session-store';
import { SignInView } from './SignInView';

const emptyLogin: LoginForm = { email: '', password: '', stayLoggedIn: false };

/**
 * /login and /admin: signs in, keeps the session, and goes where the person was headed. `?email`
 * fills the address in, as a just-registered person arrives.
 */
export function LoginPage({ audience }: { audience: 'user' | 'admin' }) {
  const [searchParams] = useSearchParams();
  const form = useZodForm(loginFormSchema, {
    ...emptyLogin,
    email: searchParams.get('email') ?? '',
  });
  const [login, userLogin] = useLoginMutation();
  const [adminLogin, adminLoginState] = useAdminLoginMutation();
  const attempt = audience === 'user' ? userLogin : adminLoginState;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const enterAsUser = useEnterAsUser();

  const submit = async () => {
    if (!form.validate()) return;
    const credentials = loginFormSchema.parse(form.values);
    if (audience === 'user') {
      const answer = await login(credentials)
        .unwrap()
        .catch(() => undefined);
      if (!answer) return;
      enterAsUser(answer, safeNextPath(searchParams.get('next')) ?? homePath);
    } else {
      const answer = await adminLogin(credentials)
        .unwrap()
        .catch(() => undefined);
      if (!answer) return;
      dispatch(api.util.resetApiState());
      sessionStore.signedIn(answer.token, { admin: answer.admin });
      void navigate(adminHomePath, { replace: true });
    }
  };

  return (
    <SignInView
      audience={audience}
      values={form.values}
      fieldErrors={form.fieldErrors}
      isSubmitting={attempt.isLoading}
      failure={readApiFailure(attempt.error)}
      onChange={form.change}
      onSubmit={() => void submit()}
    />
  );
}
