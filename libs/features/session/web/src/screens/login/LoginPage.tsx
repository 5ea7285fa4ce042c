import { api, readApiFailure } from '@facet/platform-api-client';
import { useZodForm } from '@facet/platform-web-kit';
import {
  loginFormSchema,
  needsSecondFactor,
  type AdminSessionAnswer,
  type LoginForm,
  type SecondFactorStep,
  type UserSessionAnswer,
} from '@facet/session-domain';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { useEnterAsUser } from '../../enter-session';
import { adminHomePath, homePath, safeNextPath } from '../../route-guards';
import { PasskeySignIn } from '../../passkeys/PasskeySignIn';
import { SignInSecondStep } from '../../second-factor/SignInSecondStep';
import { useAdminLoginMutation, useLoginMutation } from '../../session-endpoints';
import { sessionStore } from '../../session-store';
import { SignInView } from './SignInView';

const emptyLogin: LoginForm = { email: '', password: '', stayLoggedIn: false };

/**
 * /login and /admin: signs in, keeps the session, and goes where the person was headed. `?email`
 * fills the address in, as a just-registered person arrives. A right password may lead to a
 * second step first (D98): the code of the person's app, or setting one up. A passkey signs in
 * alone, with no e-mail typed (D100).
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

  const [secondStep, setSecondStep] = useState<SecondFactorStep>();

  const enter = (answer: UserSessionAnswer | AdminSessionAnswer) => {
    if ('user' in answer) {
      enterAsUser(answer, safeNextPath(searchParams.get('next')) ?? homePath);
      return;
    }
    dispatch(api.util.resetApiState());
    sessionStore.signedIn(answer.token, { admin: answer.admin });
    void navigate(adminHomePath, { replace: true });
  };

  const submit = async () => {
    if (!form.validate()) return;
    const credentials = loginFormSchema.parse(form.values);
    const answer = await (audience === 'user' ? login(credentials) : adminLogin(credentials))
      .unwrap()
      .catch(() => undefined);
    if (!answer) return;
    if (needsSecondFactor(answer)) setSecondStep(answer);
    else enter(answer);
  };

  if (secondStep) {
    return (
      <SignInSecondStep
        audience={audience}
        step={secondStep}
        onRestart={() => setSecondStep(undefined)}
        onSignedIn={enter}
      />
    );
  }

  return (
    <SignInView
      audience={audience}
      values={form.values}
      fieldErrors={form.fieldErrors}
      isSubmitting={attempt.isLoading}
      failure={readApiFailure(attempt.error)}
      onChange={form.change}
      onSubmit={() => void submit()}
      passkeySignIn={
        <PasskeySignIn
          audience={audience}
          stayLoggedIn={form.values.stayLoggedIn}
          onSignedIn={enter}
        />
      }
    />
  );
}
