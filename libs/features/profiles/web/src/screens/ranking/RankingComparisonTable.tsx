import type { Scale } from '@facet/assessment-domain';
import { DataTable, Inline, Text } from '@facet/design-system';
import type { RankingComparisonAnswer } from '@facet/profiles-domain';
import { scalesCatalogue, ValidityBadge } from '@facet/scales';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import type { ScaleLabel } from './use-comparison-display';

/** The people compared, each with their validity and fit score. */
export function ComparedPeople({ people }: { people: RankingComparisonAnswer['people'] }) {
  const intl = useIntl();
  return (
    <Inline space="small" alignY="center">
      {people.map((person) => (
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
  );
}

export interface RankingComparisonTableProps {
  profileName: string;
  answer: RankingComparisonAnswer;
  scaleLabels: readonly ScaleLabel[];
}

/** The comparison's numbers: each scale's range and each person's percentile on it. */
export function RankingComparisonTable({
  profileName,
  answer,
  scaleLabels,
}: RankingComparisonTableProps) {
  const intl = useIntl();
  const rangeOf = (scale: Scale) => answer.scales.find((entry) => entry.scale === scale)?.range;
  return (
    <DataTable
      aria-label={intl.formatMessage(messages.comparisonTableLabel, { profile: profileName })}
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
  );
}
