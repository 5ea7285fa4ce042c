import type { AccountSession } from '@facet/session-domain';
import type { IntlShape } from 'react-intl';
import { accountSessionsMessages as messages } from './account-sessions-messages';

/** "Chrome on macOS": what the session's browser named itself, in the reader's language. */
export function deviceLabel(
  intl: IntlShape,
  session: Pick<AccountSession, 'browser' | 'operatingSystem'>,
): string {
  return intl.formatMessage(messages.device, {
    browser: session.browser ?? intl.formatMessage(messages.unknownBrowser),
    operatingSystem: session.operatingSystem ?? intl.formatMessage(messages.unknownSystem),
  });
}
