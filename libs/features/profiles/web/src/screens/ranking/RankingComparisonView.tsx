import {
  Button,
  canDrawCharts,
  Card,
  EmptyState,
  ErrorState,
  Inline,
  Skeleton,
  Stack,
  Text,
  visuallyHidden,
} from '@facet/design-system';
import type { RankingComparisonAnswer } from '@facet/profiles-domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import { ComparedPeople, RankingComparisonTable } from './RankingComparisonTable';
import { useComparisonDisplay } from './use-comparison-display';

// chart.js loads with the comparison, only when someone opens one.
const RankingComparisonChart = lazy(async () => ({
  default: (await import('./RankingComparisonChart')).RankingComparisonChart,
}));

export interface RankingComparisonViewProps {
  /** The profile's name, known before the comparison loads. */
  profileName: string;
  answer?: RankingComparisonAnswer;
  isLoading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
  onClose: () => void;
}

/**
 * 2–4 ranked people side by side against the profile (decision D63): one marker per
 * person per scale over the profile's range band, as percentiles, the five domains first and
 * the thirty facets on demand; the same numbers in a table, which screen readers always read
 * and anyone can show instead. Where a canvas cannot draw, the table alone is shown.
 */
export function RankingComparisonView({
  profileName,
  answer,
  isLoading,
  loadFailed,
  onRetry,
  onClose,
}: RankingComparisonViewProps) {
  const intl = useIntl();
  const { showsFacets, toggleFacets, showsTable, toggleTable, scaleLabels } =
    useComparisonDisplay();
  const drawable = canDrawCharts();
  const title = intl.formatMessage(messages.comparisonTitle, { profile: profileName });

  let body;
  if (loadFailed) {
    body = (
      <ErrorState message={intl.formatMessage(messages.comparisonLoadFailed)} onRetry={onRetry} />
    );
  } else if (isLoading || !answer) {
    body = (
      <Stack space="small">
        <Text size="small" tone="secondary">
          {intl.formatMessage(messages.comparisonLoading)}
        </Text>
        <Skeleton shape="block" />
      </Stack>
    );
  } else if (answer.people.length === 0) {
    body = (
      <EmptyState
        title={intl.formatMessage(messages.comparisonEmptyTitle)}
        description={intl.formatMessage(messages.comparisonEmptyDescription)}
      />
    );
  } else {
    const tableHidden = drawable && !showsTable;
    body = (
      <Stack space="medium">
        <ComparedPeople people={answer.people} />
        <Inline space="small">
          <Button variant="secondary" size="small" onPress={toggleFacets}>
            {intl.formatMessage(
              showsFacets ? messages.comparisonShowDomains : messages.comparisonShowFacets,
            )}
          </Button>
          {drawable && (
            <Button variant="secondary" size="small" onPress={toggleTable}>
              {intl.formatMessage(
                showsTable ? messages.comparisonShowChart : messages.comparisonShowTable,
              )}
            </Button>
          )}
        </Inline>
        {drawable && !showsTable && (
          <Suspense fallback={<Skeleton shape="block" />}>
            <RankingComparisonChart answer={answer} scaleLabels={scaleLabels} />
          </Suspense>
        )}
        <div className={tableHidden ? visuallyHidden : undefined}>
          <RankingComparisonTable
            profileName={profileName}
            answer={answer}
            scaleLabels={scaleLabels}
          />
        </div>
      </Stack>
    );
  }

  return (
    <Card title={title} as="section">
      <Stack space="medium">
        <Inline space="small" alignY="center">
          <Text tone="secondary">{intl.formatMessage(messages.comparisonIntro)}</Text>
          <Button variant="secondary" size="small" onPress={onClose}>
            {intl.formatMessage(messages.comparisonClose)}
          </Button>
        </Inline>
        {body}
      </Stack>
    </Card>
  );
}
