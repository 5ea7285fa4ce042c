import { Alert, ButtonLink, Card, Link, Stack } from '@facet/design-system';
import { singleSignOnPaths } from '@facet/platform-kernel';
import type { SsoSignInRefusal } from '@facet/sso-domain';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { ssoMessages as messages } from '../../messages';

const refusalMessages: Record<SsoSignInRefusal, MessageDescriptor> = {
  expired: messages.refusedExpired,
  refused: messages.refusedRefused,
  unverified: messages.refusedUnverified,
  noAccount: messages.refusedNoAccount,
  providerError: messages.refusedProviderError,
};

/** `/sso/refused?reason=…`: why the provider's sign-in opened no session, and the ways on. */
export function SsoRefusedView({ reason }: { reason: SsoSignInRefusal }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Card as="section" titleLevel={1} title={say(messages.refusedTitle)}>
      <Stack space="medium">
        <Alert tone="critical">{say(refusalMessages[reason])}</Alert>
        <ButtonLink href={singleSignOnPaths.start}>{say(messages.startAgain)}</ButtonLink>
        <Link href="/login" variant="standalone">
          {say(messages.passwordSignIn)}
        </Link>
      </Stack>
    </Card>
  );
}
