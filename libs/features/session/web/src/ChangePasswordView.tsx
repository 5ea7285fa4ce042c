import { Alert, Button, Card, Form, PasswordField, Stack } from '@facet/design-system';
import type { ChangePasswordForm } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { FailureAlert } from './FailureAlert';
import { sessionCatalogue } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useFieldProblemText, type FieldErrors } from './session-form';

const { messages } = sessionCatalogue;

export interface ChangePasswordViewProps {
  values: ChangePasswordForm;
  /** The shared schema's problems plus the server's (a wrong current password). */
  fieldErrors: FieldErrors<keyof ChangePasswordForm>;
  isSubmitting: boolean;
  isDone: boolean;
  failureStatus?: number;
  onChange: (field: keyof ChangePasswordForm, value: string) => void;
  onSubmit: () => void;
}

/** The change-password form of /account: current, new and confirmation. */
export function ChangePasswordView({
  values,
  fieldErrors,
  isSubmitting,
  isDone,
  failureStatus,
  onChange,
  onSubmit,
}: ChangePasswordViewProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  return (
    <Card as="section" titleLevel={2} title={intl.formatMessage(messages.changePasswordTitle)}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack space="medium">
          {isDone && <Alert tone="positive">{intl.formatMessage(messages.passwordChanged)}</Alert>}
          {failureStatus !== undefined && (
            <FailureAlert
              status={failureStatus}
              messages={{ 400: 'invalidRequest', default: 'serverUnavailable' }}
            />
          )}
          <PasswordField
            label={intl.formatMessage(messages.currentPassword)}
            name="password"
            value={values.password}
            onChange={(password) => onChange('password', password)}
            isInvalid={Boolean(fieldErrors.password)}
            errorMessage={problemText(fieldErrors.password)}
          />
          <NewPasswordFields
            name="newPassword"
            password={values.newPassword}
            confirmPassword={values.confirmPassword}
            passwordError={fieldErrors.newPassword}
            confirmPasswordError={fieldErrors.confirmPassword}
            onPasswordChange={(password) => onChange('newPassword', password)}
            onConfirmPasswordChange={(confirm) => onChange('confirmPassword', confirm)}
          />
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage(messages.savePassword)}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}
