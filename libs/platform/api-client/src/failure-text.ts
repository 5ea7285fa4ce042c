import type { IntlShape, MessageDescriptor } from 'react-intl';
import { apiClientCatalogue } from './catalogue';
import type { ApiFailure } from './errors';

const { messages } = apiClientCatalogue;

/** What any call's failure with these statuses means to the person, whatever the call was. */
const sharedFailureMessages: Partial<Record<number, MessageDescriptor>> = {
  429: messages.tooManyRequests,
  503: messages.serverUnavailable,
};

/**
 * The sentence a screen shows for a failed call, translated: its own for the cause the server
 * names by code, then its own for a status it knows (403, 409, …), then the shared one for an
 * unreachable server or too many attempts, else the call's default. The server's message
 * (English, sometimes internal) is never shown to a person.
 */
export function failureText(
  intl: IntlShape,
  failure: ApiFailure,
  byStatus: Partial<Record<number, MessageDescriptor>>,
  fallback: MessageDescriptor,
  byCode: Partial<Record<string, MessageDescriptor>> = {},
): string {
  const forCode = failure.code === undefined ? undefined : byCode[failure.code];
  return intl.formatMessage(
    forCode ?? byStatus[failure.status] ?? sharedFailureMessages[failure.status] ?? fallback,
  );
}
