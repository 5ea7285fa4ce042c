import {
  Alert,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { accessProblems } from '@facet/platform-kernel';
import { CompanyWelcome } from '@facet/platform-web-kit';
import type { LinkContextAnswer } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

export interface InvitationAcceptViewProps {
  companyName: string;
  isAccepting?: boolean;
  accepted?: boolean;
  failure?: ApiFailure;
  onAccept: () => void;
  isDeclining?: boolean;
  declined?: boolean;
  declineFailure?: ApiFailure;
  onDecline: () => void;
  /** Where "Sign in" leads, coming back here afterwards. */
  signInHref: string;
  /** The link is being checked. */
  isCheckingLink?: boolean;
  /** Who sent the invitation, as what and to which address, once checked. */
  linkContext?: LinkContextAnswer;
  /** The check failed: 404 unknown link, 410 used, expired or cancelled, anything else unknown. */
  linkFailureStatus?: number;
}

function InvitedAs({ companyName, context }: { companyName: string; context: LinkContextAnswer }) {
  const intl = useIntl();
  const details = { companyName, email: context.email, role: context.role ?? 'employee' };
  return (
    <Text>
      {context.inviterName
        ? intl.formatMessage(messages.acceptInvitedBy, {
            ...details,
            inviterName: context.inviterName,
          })
        : intl.formatMessage(messages.acceptInvitedAs, details)}
    </Text>
  );
}

/** /invitation/{companyName}/{token}: a signed-in person accepts or declines an invitation. */
export function InvitationAcceptView({
  companyName,
  isAccepting,
  accepted,
  failure: acceptFailure,
  onAccept,
  isDeclining,
  declined,
  declineFailure,
  onDecline,
  signInHref,
  isCheckingLink,
  linkContext,
  linkFailureStatus,
}: InvitationAcceptViewProps) {
  const intl = useIntl();
  const linkIsGone = linkFailureStatus === 404 || linkFailureStatus === 410;
  const failure = acceptFailure ?? declineFailure;
  const actionsAreOver = linkIsGone || (failure !== undefined && failure.status !== 503);
  if (declined) {
    return (
      <Card>
        <Stack space="medium">
          <Heading level={1}>{intl.formatMessage(messages.declinedTitle)}</Heading>
          <Text>{intl.formatMessage(messages.declinedBody, { companyName })}</Text>
          <Inline space="small">
            <Link href="/account">{intl.formatMessage(messages.goToAccount)}</Link>
          </Inline>
        </Stack>
      </Card>
    );
  }
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
        {isCheckingLink && (
          <Spinner size="small" label={intl.formatMessage(messages.acceptCheckingLink)} />
        )}
        {linkContext && (
          <CompanyWelcome
            companyName={companyName}
            logoUrl={linkContext.logoUrl}
            welcomeLine={linkContext.welcomeLine}
          />
        )}
        {linkContext && <InvitedAs companyName={companyName} context={linkContext} />}
        <Text>{intl.formatMessage(messages.acceptBody, { companyName })}</Text>
        {linkIsGone && !failure && (
          <Alert tone="critical">
            {intl.formatMessage(
              linkFailureStatus === 404 ? messages.accept404 : messages.acceptLinkGone,
            )}
          </Alert>
        )}
        {failure && (
          <Alert tone="critical">
            {failureText(
              intl,
              failure,
              { ...companyProblemMessages, [accessProblems.signInAgain.code]: messages.accept401 },
              acceptFailure ? messages.acceptFailed : messages.declineFailed,
            )}
          </Alert>
        )}
        <Inline space="small">
          {failure?.status === 401 ? (
            <Link href={signInHref}>{intl.formatMessage(messages.signIn)}</Link>
          ) : (
            <>
              <Button
                onPress={onAccept}
                isPending={isAccepting}
                isDisabled={actionsAreOver || isDeclining}
              >
                {intl.formatMessage(messages.acceptButton)}
              </Button>
              <Button
                variant="secondary"
                onPress={onDecline}
                isPending={isDeclining}
                isDisabled={actionsAreOver || isAccepting}
              >
                {intl.formatMessage(messages.declineButton)}
              </Button>
            </>
          )}
        </Inline>
      </Stack>
    </Card>
  );
}
