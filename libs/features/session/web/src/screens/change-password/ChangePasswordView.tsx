import { Button, Card, FormActions, PasswordField } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import type { ChangePasswordForm } from '@facet/session-domain';
import { fieldPropsOf, StackedForm, type FormViewProps } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { sessionCatalogue } from '../../messages';
import { NewPasswordFields } from '../../NewPasswordFields';
import { OutcomeAlerts } from '../../OutcomeAlerts';
import { useFieldProblemText } from '../../session-form';

const { messages } = sessionCatalogue;

export interface ChangePasswordViewProps extends FormViewProps<ChangePasswordForm> {
  isDone: boolean;
  failure?: ApiFailure;
}

/** The change-password form of /account: current, new and confirmation. */
export function ChangePasswordView({
  values,
  fieldErrors,
  isSubmitting,
  isDone,
  failure,
  onChange,
  onSubmit,
}: ChangePasswordViewProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  return (
    <Card as="section" titleLevel={2} title={intl.formatMessage(messages.changePasswordTitle)}>
      <StackedForm onSubmit={onSubmit}>
        <OutcomeAlerts
          isDone={isDone}
          doneMessage="passwordChanged"
          failure={failure}
          failureFallback="serverUnavailable"
        />
        <PasswordField
          label={intl.formatMessage(messages.currentPassword)}
          name="password"
          {...field('password')}
        />
        <NewPasswordFields
          name="newPassword"
          values={values}
          fieldErrors={fieldErrors}
          onChange={onChange}
        />
        <FormActions>
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage(messages.savePassword)}
          </Button>
        </FormActions>
      </StackedForm>
    </Card>
  );
}
