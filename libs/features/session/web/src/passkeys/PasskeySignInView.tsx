import { Button, Stack } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { passkeyCatalogue } from './passkey-messages';
import { PasskeyProblemAlert } from './PasskeyProblemAlert';
import type { PasskeyProblem } from './use-passkey-ceremony';

export interface PasskeySignInViewProps {
  /** `alone` on the sign-in screen; `secondStep` after a right password. */
  purpose: 'alone' | 'secondStep';
  isPending: boolean;
  problem?: PasskeyProblem;
  onStart: () => void;
}

/** "Sign in with a passkey": the button that opens the browser's passkey prompt (D100). */
export function PasskeySignInView({
  purpose,
  isPending,
  problem,
  onStart,
}: PasskeySignInViewProps) {
  const intl = useIntl();
  const { messages } = passkeyCatalogue;
  return (
    <Stack space="small">
      {problem && <PasskeyProblemAlert problem={problem} />}
      <div>
        <Button variant="secondary" isPending={isPending} onPress={onStart}>
          {intl.formatMessage(
            purpose === 'alone' ? messages.signInWithPasskey : messages.useInstead,
          )}
        </Button>
      </div>
    </Stack>
  );
}
