import {
  Alert,
  Button,
  ButtonLink,
  Card,
  ErrorState,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import {
  hiringProblems,
  type PublicPositionAnswer,
  type RegistrationPendingAnswer,
} from '@facet/hiring-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { hiringMessages as messages, hiringProblemMessages } from '../../messages';
import { ApplyPositionIntro } from './ApplyPositionIntro';
import { ApplyRegisterForm, type ApplyRegisterFormProps } from './ApplyRegisterForm';
import { ApplyStateNotice } from './ApplyStateNotice';

export interface ApplyViewProps {
  isLoading: boolean;
  loadFailure?: ApiFailure;
  onRetry: () => void;
  answer?: PublicPositionAnswer;
  /** Who is signed in in this tab: they apply with their account instead of registering. */
  signedIn?: { name: string; email: string };
  /** The sign-in page, coming back here. */
  signInHref: string;
  registration: Omit<ApplyRegisterFormProps, 'companyName' | 'languages'>;
  /** The registration was taken: the confirmation link is on its way. */
  pending?: RegistrationPendingAnswer;
  onApplyWithAccount: () => void;
  isApplying?: boolean;
  applyFailure?: ApiFailure;
}

/** The page of a position's link (`/apply/{token}`), in each of its states. */
export function ApplyView(props: ApplyViewProps) {
  const intl = useIntl();
  const say = intl.formatMessage;
  const { isLoading, loadFailure, onRetry, answer, pending } = props;
  if (isLoading) return <Spinner label={say(messages.checkingLink)} />;
  if (loadFailure?.code === hiringProblems.linkNotFound.code) {
    return (
      <Card as="section" titleLevel={1} title={say(messages.linkNotFoundTitle)}>
        <Text>{say(messages.linkNotFound)}</Text>
      </Card>
    );
  }
  if (loadFailure || !answer) {
    return (
      <ErrorState headingLevel={1} message={say(messages.publicLoadFailed)} onRetry={onRetry} />
    );
  }
  return (
    <Stack space="large">
      <ApplyPositionIntro answer={answer} />
      {answer.position.state !== 'open' ? (
        <ApplyStateNotice answer={answer} />
      ) : pending ? (
        <Card as="section" titleLevel={2} title={say(messages.checkMailTitle)}>
          <Text>
            {say(messages.checkMailBody, {
              email: pending.email,
              hours: pending.confirmationValidHours,
            })}
          </Text>
        </Card>
      ) : (
        <ApplyWays {...props} answer={answer} />
      )}
    </Stack>
  );
}

/** An open position: apply with the signed-in account, or register (or sign in) to apply. */
function ApplyWays({
  answer,
  signedIn,
  signInHref,
  registration,
  onApplyWithAccount,
  isApplying,
  applyFailure,
}: ApplyViewProps & { answer: PublicPositionAnswer }) {
  const intl = useIntl();
  const say = intl.formatMessage;
  if (signedIn) {
    return (
      <Card as="section">
        <Stack space="medium">
          <Text>{say(messages.signedInAs, signedIn)}</Text>
          {applyFailure && (
            <Alert tone="critical">
              {failureText(intl, applyFailure, hiringProblemMessages, messages.applyFailed)}
            </Alert>
          )}
          <Button variant="primary" isPending={isApplying} onPress={onApplyWithAccount}>
            {say(messages.applyWithAccount)}
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Card as="section" titleLevel={2} title={say(messages.registerTitle)}>
      <Stack space="medium">
        <ApplyRegisterForm
          {...registration}
          companyName={answer.company.name}
          languages={answer.position.languages}
        />
        <Text>{say(messages.haveAccount)}</Text>
        <ButtonLink href={signInHref}>{say(messages.signInToApply)}</ButtonLink>
      </Stack>
    </Card>
  );
}
