import { levels } from '@facet/assessment-domain';
import { canDrawCharts, Heading, Skeleton, Stack, Text } from '@facet/design-system';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { levelName, scaleName } from '@facet/reports-domain';
import type { TeamView } from '@facet/team-insight-domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { chartFrame, domainGrid } from './TeamDistribution.css';
import { teamInsightMessages as messages } from './messages';

// chart.js and react-chartjs-2 load with the charts, only where a canvas can draw them.
const LevelSharesChart = lazy(async () => ({
  default: (await import('./LevelSharesChart')).LevelSharesChart,
}));

/** A section's heading: 2 under a page's h1, 3 inside the company panel's tab. */
export type SectionLevel = 2 | 3;

function useReportLanguage() {
  const intl = useIntl();
  return { intl, language: toLanguage(intl.locale) ?? fallbackLanguage };
}

/**
 * "4 members counted", and how many of them have a questionable result: they count, marked,
 * and are read with caution (psychometric review F2).
 */
export function CountedNote({
  counted,
  countedQuestionable,
}: Pick<TeamView, 'counted' | 'countedQuestionable'>) {
  const intl = useIntl();
  return (
    <Stack space="xsmall">
      <Text>{intl.formatMessage(messages.counted, { count: counted })}</Text>
      {countedQuestionable > 0 && (
        <Text size="small">
          {intl.formatMessage(messages.countedQuestionable, { count: countedQuestionable })}
        </Text>
      )}
    </Stack>
  );
}

/** "3 members left out: 2 without a finished assessment and 1 result that is not valid." */
export function LeftOutNote({ leftOut }: { leftOut: TeamView['leftOut'] }) {
  const intl = useIntl();
  if (leftOut.total === 0) return null;
  const reasons = [
    leftOut.no_result > 0 &&
      intl.formatMessage(messages.leftOutNoResult, { count: leftOut.no_result }),
    leftOut.invalid > 0 && intl.formatMessage(messages.leftOutInvalid, { count: leftOut.invalid }),
  ].filter((reason): reason is string => typeof reason === 'string');
  return (
    <Stack space="xsmall">
      <Text weight="medium">
        {intl.formatMessage(messages.leftOut, {
          count: leftOut.total,
          reasons: intl.formatList(reasons, { type: 'conjunction' }),
        })}
      </Text>
      <Text size="small" tone="secondary">
        {intl.formatMessage(messages.leftOutWhy)}
      </Text>
    </Stack>
  );
}

/** Each domain's levels in the team beside the norm group's: a chart and the same in words. */
export function TeamDistribution({
  distributions,
  headingLevel,
}: Pick<TeamView, 'distributions'> & { headingLevel: SectionLevel }) {
  const { intl, language } = useReportLanguage();
  const percent = (share: number) => intl.formatNumber(share, { style: 'percent' });
  const levelNames = levels.map((level) => levelName(level, language));
  const drawable = canDrawCharts();
  return (
    <Stack space="medium">
      <Heading level={headingLevel}>{intl.formatMessage(messages.distributionHeading)}</Heading>
      <div className={domainGrid}>
        {distributions.map((distribution) => (
          <Stack key={distribution.domain} space="small">
            <Heading level={headingLevel === 2 ? 3 : 4}>
              {scaleName(distribution.domain, language)}
            </Heading>
            {drawable && (
              <Suspense
                fallback={
                  <div className={chartFrame}>
                    <Skeleton shape="block" />
                  </div>
                }
              >
                <LevelSharesChart
                  shares={distribution.levels}
                  levelNames={levelNames}
                  teamLabel={intl.formatMessage(messages.distributionTeam)}
                  normLabel={intl.formatMessage(messages.distributionNorm)}
                />
              </Suspense>
            )}
            <Stack space="xxsmall">
              {distribution.levels.map((share) => (
                <Text key={share.level} size="small">
                  {intl.formatMessage(messages.distributionLevel, {
                    level: levelName(share.level, language),
                    count: share.count,
                    share: percent(share.share),
                    expected: percent(share.expectedShare),
                  })}
                </Text>
              ))}
            </Stack>
          </Stack>
        ))}
      </div>
    </Stack>
  );
}

/** Where the team is alike and where it differs, in plain sentences with each spread. */
export function TeamSpreadSummary({
  spread,
  headingLevel,
}: Pick<TeamView, 'spread'> & { headingLevel: SectionLevel }) {
  const { intl, language } = useReportLanguage();
  const names = (scales: readonly Parameters<typeof scaleName>[0][]) =>
    intl.formatList(
      scales.map((scale) => scaleName(scale, language)),
      { type: 'conjunction' },
    );
  const spreadOfScale = (scale: string) => spread?.scales.find((entry) => entry.scale === scale);
  return (
    <Stack space="small">
      <Heading level={headingLevel}>{intl.formatMessage(messages.spreadHeading)}</Heading>
      {spread ? (
        <>
          <Text>{intl.formatMessage(messages.spreadAlike, { scales: names(spread.alike) })}</Text>
          <Text>
            {intl.formatMessage(messages.spreadDiffers, { scales: names(spread.differs) })}
          </Text>
          <Stack space="xxsmall">
            {[...spread.alike, ...spread.differs].map((scale) => (
              <Text key={scale} size="small" tone="secondary">
                {intl.formatMessage(messages.spreadOfScale, {
                  scale: scaleName(scale, language),
                  from: spreadOfScale(scale)?.middleHalfFrom,
                  to: spreadOfScale(scale)?.middleHalfTo,
                })}
              </Text>
            ))}
          </Stack>
        </>
      ) : (
        <Text tone="secondary">{intl.formatMessage(messages.spreadTooFew)}</Text>
      )}
    </Stack>
  );
}
