import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { ApiFailure } from './errors';

/**
 * The sentence a screen shows for a failed call: its own for a status it knows (403, 409, …),
 * else the call's default. The server's English message is never shown in its place.
 */
export function failureText(
  intl: IntlShape,
  failure: ApiFailure,
  byStatus: Partial<Record<number, MessageDescriptor>>,
  fallback: MessageDescriptor,
): string {
  return intl.formatMessage(byStatus[failure.status] ?? fallback);
}
