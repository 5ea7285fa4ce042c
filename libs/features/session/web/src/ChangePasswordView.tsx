import { Alert, Button, Card, PasswordField } from '@facet/design-system';
import type { ChangePasswordForm } from '@facet/session-domain';
import { fieldPropsOf, StackedForm, type FormViewProps } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { FailureAlert } from './FailureAlert';
import { sessionCatalogue } from './messages';
import { NewPasswordFields } from './NewPasswordFields';
import { useFieldProblemText } from './session-form';

const { messages } = sessionCatalogue;

export interface ChangePasswordViewProps extends FormViewProps<ChangePasswordForm> {
  isDone: boolean;
  failureStatus?: number;
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
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  return (
    <Card as="section" titleLevel={2} title={intl.formatMessage(messages.changePasswordTitle)}>
      <StackedForm onSubmit={onSubmit}>
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
          {...field('password')}
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
      </StackedForm>
    </Card>
  );
}
