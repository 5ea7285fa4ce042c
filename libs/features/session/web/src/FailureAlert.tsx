import { Alert } from '@facet/design-system';
import { failureText, type ApiFailure, type ProblemMessages } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { sessionCatalogue, sessionFailureMessages, type SessionMessage } from './messages';

export interface FailureAlertProps {
  /** The failed call: its status, and the code of its cause where the server names one. */
  failure: ApiFailure;
  /** What this screen says of a failure whose cause has no sentence of its own. */
  fallback: SessionMessage;
  /** This screen's own sentences for some causes, over the session screens' (sessionFailureMessages). */
  messages?: ProblemMessages;
}

/**
 * A failed call as a sentence in the person's language, announced by screen readers: the
 * sentence of its cause's code, else the platform's for its status, else the screen's fallback.
 */
export function FailureAlert({ failure, fallback, messages }: FailureAlertProps) {
  const intl = useIntl();
  return (
    <Alert tone="critical">
      {failureText(
        intl,
        failure,
        { ...sessionFailureMessages, ...messages },
        sessionCatalogue.messages[fallback],
      )}
    </Alert>
  );
}
