import { Alert } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { sessionCatalogue, type SessionMessage } from './messages';

export interface FailureAlertProps {
  /** The HTTP status of the failed call; 503 for a network failure. */
  status: number;
  /** What each status means on this screen; `default` for any other. */
  messages: Partial<Record<number, SessionMessage>> & { default: SessionMessage };
}

/** A failed call as a sentence in the person's language, announced by screen readers. */
export function FailureAlert({ status, messages }: FailureAlertProps) {
  const intl = useIntl();
  const key = messages[status] ?? (status === 503 ? 'serverUnavailable' : messages.default);
  return <Alert tone="critical">{intl.formatMessage(sessionCatalogue.messages[key])}</Alert>;
}
