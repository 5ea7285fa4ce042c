import { domains, facets, type Scale } from '@facet/assessment-domain';
import {
  Button,
  canDrawCharts,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  Inline,
  Skeleton,
  Stack,
  Text,
  visuallyHidden,
} from '@facet/design-system';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import type { RankingComparisonAnswer } from '@facet/profiles-domain';
import { scaleName } from '@facet/reports-domain';
import { scalesCatalogue, ValidityBadge } from '@facet/scales';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';

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
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const [showsFacets, setShowsFacets] = useState(false);
  const [showsTable, setShowsTable] = useState(false);
  const drawable = canDrawCharts();
  const scaleLabels = useMemo(
    () =>
      (showsFacets ? [...domains, ...facets] : domains).map((scale: Scale) => ({
        scale,
        label: scaleName(scale, language),
      })),
    [showsFacets, language],
  );
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
    const rangeOf = (scale: Scale) => answer.scales.find((entry) => entry.scale === scale)?.range;
    const tableHidden = drawable && !showsTable;
    body = (
      <Stack space="medium">
        <Inline space="small" alignY="center">
          {answer.people.map((person) => (
            <Inline key={person.user_id} space="xsmall" alignY="center">
              <Text weight="strong">{person.name}</Text>
              <ValidityBadge status={person.validity} />
              <Text size="small" tone="secondary">
                {person.fitScore === null
                  ? intl.formatMessage(scalesCatalogue.messages.fitNotCompared)
                  : intl.formatMessage(messages.comparisonFitScore, {
                      score: intl.formatNumber(person.fitScore, { maximumFractionDigits: 1 }),
                    })}
              </Text>
            </Inline>
          ))}
        </Inline>
        <Inline space="small">
          <Button variant="secondary" size="small" onPress={() => setShowsFacets(!showsFacets)}>
            {intl.formatMessage(
              showsFacets ? messages.comparisonShowDomains : messages.comparisonShowFacets,
            )}
          </Button>
          {drawable && (
            <Button variant="secondary" size="small" onPress={() => setShowsTable(!showsTable)}>
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
          <DataTable
            aria-label={intl.formatMessage(messages.comparisonTableLabel, {
              profile: profileName,
            })}
            columns={[
              intl.formatMessage(messages.comparisonColumnScale),
              intl.formatMessage(messages.comparisonColumnRange),
              ...answer.people.map((person) => person.name),
            ]}
            rows={scaleLabels.map(({ scale, label }) => {
              const range = rangeOf(scale);
              return {
                key: scale,
                header: label,
                cells: [
                  range
                    ? intl.formatMessage(messages.comparisonRange, range)
                    : intl.formatMessage(messages.comparisonNoRange),
                  ...answer.people.map((person) => {
                    const percentile = person.percentiles?.[scale];
                    return percentile === undefined
                      ? intl.formatMessage(scalesCatalogue.messages.fitNotCompared)
                      : intl.formatNumber(percentile);
                  }),
                ],
              };
            })}
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
