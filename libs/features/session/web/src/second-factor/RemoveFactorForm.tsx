import { Button, FormActions, PasswordField, Text, TextField } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { fieldPropsOf, StackedForm, type FormViewProps } from '@facet/platform-web-kit';
import type { RemoveSecondFactorForm } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { FailureAlert } from '../FailureAlert';
import { useFieldProblemText } from '../session-form';
import { secondFactorCatalogue } from './second-factor-catalogue';

const { messages } = secondFactorCatalogue;

export interface RemoveFactorFormProps extends FormViewProps<RemoveSecondFactorForm> {
  failure?: ApiFailure;
}

/** Removing the authenticator app: a current code, or the password, proves it is the person. */
export function RemoveFactorForm({
  values,
  fieldErrors,
  isSubmitting,
  failure,
  onChange,
  onSubmit,
}: RemoveFactorFormProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  return (
    <StackedForm onSubmit={onSubmit}>
      <Text weight="strong">{intl.formatMessage(messages.removeTitle)}</Text>
      <Text>{intl.formatMessage(messages.removeIntro)}</Text>
      {failure && <FailureAlert failure={failure} fallback="serverUnavailable" />}
      <TextField
        label={intl.formatMessage(messages.codeLabel)}
        name="code"
        autoComplete="one-time-code"
        {...field('code')}
      />
      <PasswordField
        label={intl.formatMessage(messages.passwordLabel)}
        name="password"
        {...field('password')}
      />
      <FormActions>
        <Button type="submit" variant="critical" isPending={isSubmitting}>
          {intl.formatMessage(messages.remove)}
        </Button>
      </FormActions>
    </StackedForm>
  );
}
