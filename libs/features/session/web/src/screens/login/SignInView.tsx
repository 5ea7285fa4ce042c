import {
  Button,
  Card,
  Checkbox,
  FormActions,
  Link,
  PasswordField,
  TextField,
  useIsBrowserRender,
} from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { singleSignOnPaths } from '@facet/platform-kernel';
import type { LoginForm } from '@facet/session-domain';
import { fieldPropsOf, StackedForm, type FormViewProps } from '@facet/platform-web-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FailureAlert } from '../../FailureAlert';
import { sessionCatalogue } from '../../messages';
import { useFieldProblemText } from '../../session-form';
import { failureFocusTarget } from './SignInView.css';
import { TermsNotice } from '../../TermsNotice';

const { messages } = sessionCatalogue;

export interface SignInViewProps extends Omit<FormViewProps<LoginForm>, 'onChange'> {
  /** `user` at /login, `admin` at /admin (no terms: administrators are not users of them). */
  audience: 'user' | 'admin';
  /** The last failed attempt: wrong credentials, outdated terms, too many attempts… */
  failure?: ApiFailure;
  onChange: <Field extends keyof LoginForm>(field: Field, value: LoginForm[Field]) => void;
  /** Signing in with a passkey instead (D100): the passkey button, when the app gives one. */
  passkeySignIn?: ReactNode;
}

/** The sign-in form of users (/login) and platform administrators (/admin). */
export function SignInView({
  audience,
  values,
  fieldErrors,
  isSubmitting,
  failure,
  onChange,
  onSubmit,
  passkeySignIn,
}: SignInViewProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  const failureRef = useRef<HTMLDivElement>(null);
  // /login arrives prerendered (issue 41). Until the app has hydrated it, what is typed would not
  // reach the form's state and a press would send the form natively, password in the address:
  // the fields are read-only and the buttons wait, so nothing can be entered that is then lost.
  const isHydrated = useIsBrowserRender();
  useEffect(() => {
    if (isSubmitting || !failure) return;
    failureRef.current?.focus({ preventScroll: true });
    failureRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failure, isSubmitting]);
  return (
    <Card
      as="section"
      titleLevel={1}
      title={intl.formatMessage(
        audience === 'user' ? messages.loginTitle : messages.adminLoginTitle,
      )}
    >
      <StackedForm onSubmit={onSubmit}>
        {failure && (
          <div ref={failureRef} tabIndex={-1} className={failureFocusTarget}>
            <FailureAlert failure={failure} fallback="loginFailed" />
          </div>
        )}
        <TextField
          label={intl.formatMessage(messages.email)}
          name="email"
          type="email"
          autoComplete="username"
          isReadOnly={!isHydrated}
          {...field('email')}
        />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          name="password"
          isReadOnly={!isHydrated}
          {...field('password')}
        />
        <Checkbox
          name="stayLoggedIn"
          isSelected={values.stayLoggedIn}
          isDisabled={!isHydrated}
          onChange={(stayLoggedIn) => onChange('stayLoggedIn', stayLoggedIn)}
        >
          {intl.formatMessage(messages.stayLoggedIn)}
        </Checkbox>
        <FormActions>
          <Button type="submit" isPending={isSubmitting} isDisabled={!isHydrated}>
            {intl.formatMessage(messages.signIn)}
          </Button>
        </FormActions>
        {isHydrated && passkeySignIn}
        <Link
          href={audience === 'user' ? '/forgot-password' : '/admin/forgot-password'}
          variant="standalone"
        >
          {intl.formatMessage(messages.forgotPasswordLink)}
        </Link>
        {audience === 'user' && (
          <Link href={singleSignOnPaths.start} variant="standalone">
            {intl.formatMessage(messages.singleSignOnLink)}
          </Link>
        )}
        {audience === 'user' && <TermsNotice sentence="termsNotice" />}
      </StackedForm>
    </Card>
  );
}
