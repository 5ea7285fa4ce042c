import {
  Alert,
  Container,
  ErrorState,
  Heading,
  Link,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText } from '@facet/platform-api-client';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConsentDialogView } from './ConsentDialogView';
import {
  DiagnosticIntroductionView,
  type IntroductionProgress,
} from './DiagnosticIntroductionView';
import { FinishMomentView } from './FinishMomentView';
import { assessmentCatalogue } from '../../messages';
import type { QuestionPageViewProps } from './question-page-props';
import { QuestionPageView } from './QuestionPageView';

const { messages } = assessmentCatalogue;

/**
 * Every state of the /diagnostic screen; the container decides which one holds. `retake`: the
 * launch opened the free retake of an invalid protocol the company granted (issue 19).
 */
export type DiagnosticScreen =
  | { kind: 'introduction'; isStarting: boolean; progress?: IntroductionProgress }
  | { kind: 'consent'; isSubmitting: boolean; failureMessage?: string; retake?: boolean }
  | ({ kind: 'questions'; retake?: boolean } & Omit<QuestionPageViewProps, PageHandler>)
  | { kind: 'loading' }
  /** 409: the assessment is already finished. */
  | { kind: 'finished' }
  /** This tab finished the attempt just now: the finish moment with the way to the result. */
  | { kind: 'done'; resultId: number; total: number }
  /** 403 (no company, no permission) or 402 (no licences left). */
  | { kind: 'blocked'; status: 402 | 403 }
  /** The launch failed otherwise; its status, when there was an answer, says how. */
  | { kind: 'error'; status?: number };

type PageHandler =
  | 'onAnswer'
  | 'onAutoAdvanceChange'
  | 'onPrevious'
  | 'onContinue'
  | 'onFinish'
  | 'onConfirmFinish'
  | 'onCancelFinish'
  | 'onRestartRequest'
  | 'onConfirmRestart'
  | 'onCancelRestart';

export interface DiagnosticViewProps extends Pick<QuestionPageViewProps, PageHandler> {
  screen: DiagnosticScreen;
  onStart: () => void;
  onConsent: () => void;
  onDeclineConsent: () => void;
  onRetry: () => void;
}

/** The /diagnostic screen: introduction, consent, pages of statements and the blocking states. */
export function DiagnosticView({ screen, ...handlers }: DiagnosticViewProps) {
  return (
    <Container width="medium">
      <DiagnosticContent screen={screen} {...handlers} />
    </Container>
  );
}

/** Says the attempt is the granted retake, so the person knows it costs their company nothing. */
function RetakeNotice() {
  return (
    <Alert tone="info">
      <FormattedMessage {...messages.retakeNotice} />
    </Alert>
  );
}

function DiagnosticContent({
  screen,
  onStart,
  onConsent,
  onDeclineConsent,
  onRetry,
  ...pageHandlers
}: DiagnosticViewProps) {
  const intl = useIntl();
  switch (screen.kind) {
    case 'introduction':
      return (
        <DiagnosticIntroductionView
          onStart={onStart}
          isStarting={screen.isStarting}
          progress={screen.progress}
        />
      );
    case 'consent':
      return (
        <>
          {screen.retake && <RetakeNotice />}
          <DiagnosticIntroductionView onStart={onStart} isStarting={false} />
          <ConsentDialogView
            isOpen
            isSubmitting={screen.isSubmitting}
            failureMessage={screen.failureMessage}
            onAccept={onConsent}
            onDecline={onDeclineConsent}
          />
        </>
      );
    case 'questions': {
      const { kind: _kind, retake, ...page } = screen;
      return (
        <Stack space="large">
          {retake && <RetakeNotice />}
          <QuestionPageView {...page} {...pageHandlers} />
        </Stack>
      );
    }
    case 'loading':
      return (
        <Stack space="medium" align="center">
          <Spinner label={intl.formatMessage(messages.loading)} />
        </Stack>
      );
    case 'done':
      return <FinishMomentView resultId={screen.resultId} total={screen.total} />;
    case 'finished':
      return (
        <Stack space="large">
          <Heading level={1}>
            <FormattedMessage {...messages.finishedTitle} />
          </Heading>
          <Alert tone="positive">
            <FormattedMessage {...messages.finishedText} />
          </Alert>
          <Text>
            <Link href="/account">
              <FormattedMessage {...messages.seeResults} />
            </Link>
          </Text>
        </Stack>
      );
    case 'blocked':
      return (
        <Stack space="large">
          <Heading level={1}>
            <FormattedMessage
              {...(screen.status === 402 ? messages.noLicencesTitle : messages.blockedTitle)}
            />
          </Heading>
          <Alert tone="caution">
            <FormattedMessage
              {...(screen.status === 402 ? messages.noLicencesText : messages.blockedText)}
            />
          </Alert>
          <Text>
            <Link href="/account">
              <FormattedMessage {...messages.backToAccount} />
            </Link>
          </Text>
        </Stack>
      );
    case 'error':
      return (
        <ErrorState
          headingLevel={1}
          message={failureText(
            intl,
            { status: screen.status ?? 0 },
            {},
            messages.errorFetchingDiagnostic,
          )}
          onRetry={onRetry}
        />
      );
  }
}
