import { Button, Card, FormActions, Text, TextField } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { fieldPropsOf, StackedForm, type FormViewProps } from '@facet/platform-web-kit';
import type { SecondFactorCodeForm } from '@facet/session-domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FailureAlert } from '../FailureAlert';
import { useFieldProblemText } from '../session-form';
import { secondFactorCatalogue } from './second-factor-catalogue';

const { messages } = secondFactorCatalogue;

export interface SecondFactorCodeViewProps extends FormViewProps<SecondFactorCodeForm> {
  /** The last code refused: wrong or used, the sign-in expired, too many tries. */
  failure?: ApiFailure;
  /** Back to the password form, for another account or an expired sign-in. */
  onRestart: () => void;
  /** A passkey instead of a code (D100): the sign-in's passkey button, when the app gives one. */
  passkeyOption?: ReactNode;
}

/** The second step of a sign-in (D98): the app's code, or one of the recovery codes. */
export function SecondFactorCodeView({
  values,
  fieldErrors,
  isSubmitting,
  failure,
  onRestart,
  passkeyOption,
  onChange,
  onSubmit,
}: SecondFactorCodeViewProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  return (
    <Card as="section" titleLevel={1} title={intl.formatMessage(messages.codeTitle)}>
      <StackedForm onSubmit={onSubmit}>
        {failure && <FailureAlert failure={failure} fallback="loginFailed" />}
        <Text>{intl.formatMessage(messages.codeIntro)}</Text>
        <TextField
          label={intl.formatMessage(messages.codeLabel)}
          name="code"
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          description={intl.formatMessage(messages.recoveryHint)}
          {...field('code')}
        />
        <FormActions>
          <Button type="submit" isPending={isSubmitting}>
            {intl.formatMessage(messages.continue)}
          </Button>
        </FormActions>
        {passkeyOption}
        <Button variant="quiet" onPress={onRestart}>
          {intl.formatMessage(messages.startAgain)}
        </Button>
      </StackedForm>
    </Card>
  );
}
