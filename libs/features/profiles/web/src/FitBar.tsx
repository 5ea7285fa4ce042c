import { Text, visuallyHidden } from '@facet/design-system';
import type { RankedMember } from '@facet/profiles-domain';
import { useIntl } from 'react-intl';
import { fitBar, fitFill, fitNumber, fitTrack } from './FitBar.css';
import { profilesMessages as messages } from './messages';

export interface FitBarProps {
  member: Pick<RankedMember, 'fitScore' | 'fitDistance' | 'fitPercentage'>;
}

/**
 * A ranked person's fit score (fitScoreOf, 0–100) as a number and a bar; the bar only repeats
 * the number, so it is hidden from screen readers, which read the number and what it means.
 * "Not compared" for an invalid result or a profile that sets no scale.
 */
export function FitBar({ member }: FitBarProps) {
  const intl = useIntl();
  if (member.fitScore === null) {
    return <Text size="small">{intl.formatMessage(messages.rankingNotCompared)}</Text>;
  }
  const score = intl.formatNumber(member.fitScore, { maximumFractionDigits: 1 });
  const meaning =
    member.fitDistance && member.fitDistance > 0
      ? intl.formatMessage(messages.rankingFitOutside, {
          distance: intl.formatNumber(member.fitDistance, { maximumFractionDigits: 1 }),
        })
      : intl.formatMessage(messages.rankingFitInside);
  return (
    <span className={fitBar} title={meaning}>
      <Text as="span" size="small" weight="strong">
        <span className={fitNumber}>{score}</span>
      </Text>
      <span className={fitTrack} aria-hidden="true">
        <span className={fitFill} style={{ width: `${member.fitScore}%` }} />
      </span>
      <span className={visuallyHidden}>{meaning}</span>
    </span>
  );
}
