import { Alert, Button, ButtonLink, Card, Spinner, Stack, Text } from '@facet/design-system';
import { hiringProblems, type CandidateApplication } from '@facet/hiring-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { hiringMessages as messages, hiringProblemMessages } from '../../messages';

export interface ApplyConfirmViewProps {
  isConfirming: boolean;
  /** The application the confirmation created; the person is signed in. */
  application?: CandidateApplication;
  failure?: ApiFailure;
  onStart: () => void;
}

/** `/apply/confirm/{token}`: the mailed link confirms the address, creating account and application. */
export function ApplyConfirmView({
  isConfirming,
  application,
  failure,
  onStart,
}: ApplyConfirmViewProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  return (
    <Card as="section" titleLevel={1} title={say(messages.confirmTitle)}>
      {isConfirming ? (
        <Spinner label={say(messages.confirming)} />
      ) : application ? (
        <Stack space="medium">
          <Text>
            {say(messages.confirmedBody, {
              position: application.positionName,
              company: application.companyName,
            })}
          </Text>
          <Button variant="primary" onPress={onStart}>
            {say(messages.startAssessment)}
          </Button>
        </Stack>
      ) : (
        <Stack space="medium">
          <Alert tone="critical">
            {failure
              ? failureText(intl, failure, hiringProblemMessages, messages.confirmFailed)
              : say(messages.confirmFailed)}
          </Alert>
          {failure?.code === hiringProblems.confirmationUsed.code && (
            <ButtonLink href="/login">{say(messages.signIn)}</ButtonLink>
          )}
        </Stack>
      )}
    </Card>
  );
}
