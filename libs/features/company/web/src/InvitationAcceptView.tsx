import { Alert, Button, Card, Heading, Inline, Link, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from './messages';

export interface InvitationAcceptViewProps {
  companyName: string;
  isAccepting?: boolean;
  accepted?: boolean;
  failure?: ApiFailure;
  onAccept: () => void;
  /** Where "Sign in" leads, coming back here afterwards. */
  signInHref: string;
}

/** /invitation/{companyName}/{token}: a signed-in person accepts a company's invitation. */
export function InvitationAcceptView({
  companyName,
  isAccepting,
  accepted,
  failure,
  onAccept,
  signInHref,
}: InvitationAcceptViewProps) {
  const intl = useIntl();
  if (accepted) {
    return (
      <Card>
        <Stack space="medium">
          <Heading level={1}>{intl.formatMessage(messages.acceptedTitle, { companyName })}</Heading>
          <Text>{intl.formatMessage(messages.acceptedBody, { companyName })}</Text>
          <Inline space="small">
            <Link href="/account">{intl.formatMessage(messages.goToAccount)}</Link>
          </Inline>
        </Stack>
      </Card>
    );
  }
  return (
    <Card>
      <Stack space="medium">
        <Heading level={1}>{intl.formatMessage(messages.acceptTitle, { companyName })}</Heading>
        <Text>{intl.formatMessage(messages.acceptBody, { companyName })}</Text>
        {failure && (
          <Alert tone="critical">
            {failureText(
              intl,
              failure,
              {
                401: messages.accept401,
                403: messages.accept403,
                404: messages.accept404,
                409: messages.accept409,
                410: messages.accept410,
              },
              messages.acceptFailed,
            )}
          </Alert>
        )}
        <Inline space="small">
          {failure?.status === 401 ? (
            <Link href={signInHref}>{intl.formatMessage(messages.signIn)}</Link>
          ) : (
            <Button
              onPress={onAccept}
              isPending={isAccepting}
              isDisabled={failure !== undefined && failure.status !== 503}
            >
              {intl.formatMessage(messages.acceptButton)}
            </Button>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}
