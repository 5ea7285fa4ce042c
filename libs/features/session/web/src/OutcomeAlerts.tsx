import { Alert } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { FailureAlert, type FailureAlertProps } from './FailureAlert';
import { sessionCatalogue, type SessionMessage } from './messages';

export interface OutcomeAlertsProps {
  isDone: boolean;
  /** What the screen says once the call succeeded. */
  doneMessage: SessionMessage;
  failure?: ApiFailure;
  failureFallback: FailureAlertProps['fallback'];
  failureMessages?: FailureAlertProps['messages'];
}

/** The outcome of a form's call: a positive alert once done, or the failure's sentence. */
export function OutcomeAlerts({
  isDone,
  doneMessage,
  failure,
  failureFallback,
  failureMessages,
}: OutcomeAlertsProps) {
  const intl = useIntl();
  return (
    <>
      {isDone && (
        <Alert tone="positive">{intl.formatMessage(sessionCatalogue.messages[doneMessage])}</Alert>
      )}
      {failure && (
        <FailureAlert failure={failure} fallback={failureFallback} messages={failureMessages} />
      )}
    </>
  );
}
