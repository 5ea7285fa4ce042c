import { Alert } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { FailureAlert } from '../FailureAlert';
import { passkeyCatalogue } from './passkey-messages';
import type { PasskeyProblem } from './use-passkey-ceremony';

/** Why the last passkey ceremony did not finish, in the person's language. */
export function PasskeyProblemAlert({ problem }: { problem: PasskeyProblem }) {
  const intl = useIntl();
  if (typeof problem === 'object') {
    return <FailureAlert failure={problem.api} fallback="serverUnavailable" />;
  }
  return <Alert tone="caution">{intl.formatMessage(passkeyCatalogue.messages[problem])}</Alert>;
}
