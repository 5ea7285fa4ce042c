import {
  Button,
  Card,
  Checkbox,
  Form,
  Link,
  PasswordField,
  Stack,
  TextField,
} from '@facet/design-system';
import type { LoginForm } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { FailureAlert } from './FailureAlert';
import { sessionCatalogue } from './messages';
import { useFieldProblemText, type FieldErrors } from './session-form';
import { TermsNotice } from './TermsNotice';

const { messages } = sessionCatalogue;

export interface SignInViewProps {
  /** `user` at /login, `admin` at /admin (no terms: administrators are not users of them). */
  audience: 'user' | 'admin';
  values: LoginForm;
  fieldErrors: FieldErrors<keyof LoginForm>;
  isSubmitting: boolean;
  /** Status of the last failed attempt: 401, 422, 429, 503… */
  failureStatus?: number;
  onChange: <Field extends keyof LoginForm>(field: Field, value: LoginForm[Field]) => void;
  onSubmit: () => void;
}

/** The sign-in form of users (/login) and platform administrators (/admin). */
export function SignInView({
  audience,
  values,
  fieldErrors,
  isSubmitting,
  failureStatus,
  onChange,
  onSubmit,
}: SignInViewProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  return (
    <Card
      as="section"
      titleLevel={1}
      title={intl.formatMessage(
        audience === 'user' ? messages.loginTitle : messages.adminLoginTitle,
      )}
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack space="medium">
          {failureStatus !== undefined && (
            <FailureAlert
              status={failureStatus}
              messages={{
                401: 'wrongCredentials',
                404: 'wrongCredentials',
                422: 'outdatedTerms',
                429: 'tooManyAttempts',
                default: 'loginFailed',
              }}
            />
          )}
          <TextField
            label={intl.formatMessage(messages.email)}
            name="email"
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={(email) => onChange('email', email)}
            isInvalid={Boolean(fieldErrors.email)}
            errorMessage={problemText(fieldErrors.email)}
          />
          <PasswordField
            label={intl.formatMessage(messages.password)}
            name="password"
            value={values.password}
            onChange={(password) => onChange('password', password)}
            isInvalid={Boolean(fieldErrors.password)}
            errorMessage={problemText(fieldErrors.password)}
          />
          <Checkbox
            name="stayLoggedIn"
            isSelected={values.stayLoggedIn}
            onChange={(stayLoggedIn) => onChange('stayLoggedIn', stayLoggedIn)}
          >
            {intl.formatMessage(messages.stayLoggedIn)}
          </Checkbox>
          <Button type="submit" isPending={isSubmitting} fullWidth>
            {intl.formatMessage(messages.signIn)}
          </Button>
          <Link
            href={audience === 'user' ? '/forgot-password' : '/admin/forgot-password'}
            variant="standalone"
          >
            {intl.formatMessage(messages.forgotPasswordLink)}
          </Link>
          {audience === 'user' && <TermsNotice sentence="termsNotice" />}
        </Stack>
      </Form>
    </Card>
  );
}
