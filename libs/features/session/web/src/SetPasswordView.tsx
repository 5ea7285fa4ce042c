import { Alert, Button, Card, Form, Link, Stack } from '@facet/design-system';
import type { SetPasswordForm } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { FailureAlert } from './FailureAlert';
import { sessionCatalogue } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import type { FieldErrors } from './session-form';

const { messages } = sessionCatalogue;

export interface SetPasswordViewProps {
  audience: 'user' | 'admin';
  values: SetPasswordForm;
  fieldErrors: FieldErrors<keyof SetPasswordForm>;
  isSubmitting: boolean;
  isDone: boolean;
  /** 404 unknown link, 409 expired or used, 400 refused password, 503… */
  failureStatus?: number;
  onChange: (field: keyof SetPasswordForm, value: string) => void;
  onSubmit: () => void;
}

/** Sets a new password from an e-mailed link (/set-password/{token}, /admin/set-password/{token}). */
export function SetPasswordView({
  audience,
  values,
  fieldErrors,
  isSubmitting,
  isDone,
  failureStatus,
  onChange,
  onSubmit,
}: SetPasswordViewProps) {
  const intl = useIntl();
  const signInPath = audience === 'user' ? '/login' : '/admin';
  const linkIsDead = failureStatus === 404 || failureStatus === 409;
  return (
    <Card as="section" titleLevel={1} title={intl.formatMessage(messages.setPasswordTitle)}>
      <Stack space="medium">
        {isDone && <Alert tone="positive">{intl.formatMessage(messages.passwordSet)}</Alert>}
        {failureStatus !== undefined && (
          <FailureAlert
            status={failureStatus}
            messages={{
              400: 'invalidRequest',
              404: 'linkNotValid',
              409: 'linkExpiredOrUsed',
              default: 'serverUnavailable',
            }}
          />
        )}
        {!isDone && !linkIsDead && (
          <Form
            validationBehavior="aria"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <Stack space="medium">
              <NewPasswordFields
                name="password"
                password={values.password}
                confirmPassword={values.confirmPassword}
                passwordError={fieldErrors.password}
                confirmPasswordError={fieldErrors.confirmPassword}
                onPasswordChange={(password) => onChange('password', password)}
                onConfirmPasswordChange={(confirm) => onChange('confirmPassword', confirm)}
              />
              <Button type="submit" isPending={isSubmitting} fullWidth>
                {intl.formatMessage(messages.savePassword)}
              </Button>
            </Stack>
          </Form>
        )}
        {linkIsDead ? (
          <Link
            href={audience === 'user' ? '/forgot-password' : '/admin/forgot-password'}
            variant="standalone"
          >
            {intl.formatMessage(messages.askForNewLink)}
          </Link>
        ) : (
          <Link href={signInPath} variant={isDone ? 'standalone' : 'secondary'}>
            {intl.formatMessage(messages.backToSignIn)}
          </Link>
        )}
      </Stack>
    </Card>
  );
}
