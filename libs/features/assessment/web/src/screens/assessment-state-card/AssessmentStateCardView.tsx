import type { AssessmentProgress } from '@facet/assessment-domain';
import {
  ButtonLink,
  Card,
  ErrorState,
  Inline,
  ProgressBar,
  Skeleton,
  Stack,
  Text,
} from '@facet/design-system';
import { useIntl } from 'react-intl';
import { assessmentStateMessages as messages } from '../../assessment-state-messages';

export interface AssessmentStateCardViewProps {
  progress?: AssessmentProgress;
  isLoading?: boolean;
  /** The state could not be loaded; `onRetry` asks again. */
  hasLoadFailed?: boolean;
  onRetry?: () => void;
}

/**
 * The person's assessment on /home, with the one step that comes next: start it, continue where
 * they stopped, or read the result. Without a licence there is no step to offer, only who will
 * assign one: a Start button that is refused would be a trap (docs/decisions.md D61).
 */
export function AssessmentStateCardView({
  progress,
  isLoading,
  hasLoadFailed,
  onRetry,
}: AssessmentStateCardViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.title);
  if (hasLoadFailed) {
    return (
      <Card title={title} as="section">
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      </Card>
    );
  }
  if (isLoading || !progress) {
    return (
      <Card title={title} as="section">
        <Stack space="small">
          <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
          <Skeleton shape="text" />
        </Stack>
      </Card>
    );
  }
  const figures = {
    answered: intl.formatNumber(progress.answered),
    total: intl.formatNumber(progress.total),
    page: intl.formatNumber(progress.page),
    totalPages: intl.formatNumber(progress.totalPages),
  };
  return (
    <Card title={title} as="section">
      {progress.state === 'notStarted' && (
        <Stack space="medium" align="left">
          <Text>{intl.formatMessage(messages.notStarted, figures)}</Text>
          <ButtonLink href="/diagnostic">{intl.formatMessage(messages.start)}</ButtonLink>
        </Stack>
      )}
      {progress.state === 'waitingForLicence' && (
        <Stack space="small" align="left">
          <Text weight="strong">
            {intl.formatMessage(messages.waitingForLicence, { company: progress.companyName })}
          </Text>
          <Text tone="secondary">
            {intl.formatMessage(messages.waitingForLicenceDetail, {
              company: progress.companyName,
            })}
          </Text>
        </Stack>
      )}
      {progress.state === 'inProgress' && (
        <Stack space="medium" align="left">
          <Text>{intl.formatMessage(messages.inProgress, figures)}</Text>
          <ProgressBar
            label={intl.formatMessage(messages.progressLabel)}
            value={progress.answered}
            maxValue={progress.total}
          />
          <ButtonLink href="/diagnostic">
            {intl.formatMessage(messages.continueAtPage, figures)}
          </ButtonLink>
        </Stack>
      )}
      {progress.state === 'finished' && (
        <Stack space="medium" align="left">
          <Text>{intl.formatMessage(messages.finished)}</Text>
          <Inline space="small">
            {progress.latestResultId !== null && (
              <ButtonLink href={`/results/${progress.latestResultId}`}>
                {intl.formatMessage(messages.openResult)}
              </ButtonLink>
            )}
            <ButtonLink href="/results" variant="secondary">
              {intl.formatMessage(messages.allResults)}
            </ButtonLink>
          </Inline>
        </Stack>
      )}
    </Card>
  );
}
