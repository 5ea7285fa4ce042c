import { Alert, Button, Card, FormActions, Spinner, Text, TextField } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { fieldPropsOf, StackedForm, type FormViewProps } from '@facet/platform-web-kit';
import type { TotpConfirmPayload, TotpEnrolment } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { FailureAlert } from '../FailureAlert';
import { useFieldProblemText } from '../session-form';
import { secondFactorCatalogue } from './second-factor-catalogue';
import { qrCode } from './TotpSetupView.css';

const { messages } = secondFactorCatalogue;

export interface TotpSetupViewProps extends FormViewProps<TotpConfirmPayload> {
  /** The new secret with its QR code; undefined while it is being made. */
  enrolment?: TotpEnrolment;
  /** The set-up could not start. */
  startFailure?: ApiFailure;
  /** The last confirmation refused. */
  failure?: ApiFailure;
  /** Whether the person is made to set it up to finish signing in. */
  duringSignIn: boolean;
  /** Gives the set-up up (the account's tab); a sign-in has no way round it. */
  onCancel?: () => void;
}

/** Setting up an authenticator app: the QR code, the key as text, and the first code. */
export function TotpSetupView({
  enrolment,
  startFailure,
  failure,
  duringSignIn,
  values,
  fieldErrors,
  isSubmitting,
  onChange,
  onSubmit,
  onCancel,
}: TotpSetupViewProps) {
  const intl = useIntl();
  const problemText = useFieldProblemText();
  const field = fieldPropsOf(values, fieldErrors, onChange, problemText);
  const title = intl.formatMessage(messages.setupTitle);
  return (
    <Card as="section" titleLevel={duringSignIn ? 1 : 2} title={title}>
      {startFailure ? (
        <FailureAlert failure={startFailure} fallback="serverUnavailable" />
      ) : !enrolment ? (
        <Spinner label={intl.formatMessage(messages.setupLoading)} />
      ) : (
        <StackedForm onSubmit={onSubmit}>
          {duringSignIn && <Alert tone="info">{intl.formatMessage(messages.setupRequired)}</Alert>}
          {failure && <FailureAlert failure={failure} fallback="serverUnavailable" />}
          <Text>{intl.formatMessage(messages.setupScan)}</Text>
          <img
            className={qrCode}
            src={enrolment.qrCode}
            alt={intl.formatMessage(messages.qrAlt)}
            width={240}
            height={240}
          />
          <TextField
            label={intl.formatMessage(messages.setupKey)}
            name="secret"
            value={enrolment.secret}
            isReadOnly
          />
          <TextField
            label={intl.formatMessage(messages.codeLabel)}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            {...field('code')}
          />
          <FormActions>
            <Button type="submit" isPending={isSubmitting}>
              {intl.formatMessage(messages.confirmSetup)}
            </Button>
            {onCancel && (
              <Button variant="secondary" onPress={onCancel}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            )}
          </FormActions>
        </StackedForm>
      )}
    </Card>
  );
}
