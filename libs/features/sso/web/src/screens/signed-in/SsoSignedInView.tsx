import { Alert, ButtonLink, Card, Spinner, Stack } from '@facet/design-system';
import { singleSignOnPaths } from '@facet/platform-kernel';
import { useIntl } from 'react-intl';
import { ssoMessages as messages } from '../../messages';

export interface SsoSignedInViewProps {
  /** The session the callback opened could not be read (no cookie, or it was refused). */
  hasFailed: boolean;
}

/** `/sso/signed-in`: back from the provider, the session opens and the person goes home. */
export function SsoSignedInView({ hasFailed }: SsoSignedInViewProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Card as="section" titleLevel={1} title={say(messages.startTitle)}>
      {hasFailed ? (
        <Stack space="medium">
          <Alert tone="critical">{say(messages.signedInFailed)}</Alert>
          <ButtonLink href={singleSignOnPaths.start}>{say(messages.startAgain)}</ButtonLink>
        </Stack>
      ) : (
        <Spinner label={say(messages.signingIn)} />
      )}
    </Card>
  );
}
