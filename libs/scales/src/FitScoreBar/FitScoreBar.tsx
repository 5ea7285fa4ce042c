import { Text, visuallyHidden } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import { fitBar, fitFill, fitNumber, fitTrack } from './FitScoreBar.css';

const messages = scalesCatalogue.messages;

export interface FitScoreBarProps {
  /** The continuous fit score (profiles-domain `fitScoreOf`, 0–100); null when not compared. */
  fitScore: number | null;
  /** Mean distance outside the ranges (T points, never shown); 0 or null inside every range. */
  fitDistance: number | null;
}

/**
 * A person's fit score with a profile (fitScoreOf, 0–100, decision D63) as a number and a bar,
 * the one way every list shows a fit (the ranking, the people pipeline: decision D70). The bar
 * only repeats the number, so it is hidden from screen readers, which read the number and what
 * it means. "Not compared" for an invalid result or a profile that sets no scale.
 */
export function FitScoreBar({ fitScore, fitDistance }: FitScoreBarProps) {
  const intl = useIntl();
  if (fitScore === null) {
    return <Text size="small">{intl.formatMessage(messages.fitNotCompared)}</Text>;
  }
  const score = intl.formatNumber(fitScore, { maximumFractionDigits: 1 });
  const meaning = intl.formatMessage(
    fitDistance && fitDistance > 0 ? messages.fitOutsideRanges : messages.fitInsideRanges,
  );
  return (
    <span className={fitBar} title={meaning}>
      <Text as="span" size="small" weight="strong">
        <span className={fitNumber}>{score}</span>
      </Text>
      <span className={fitTrack} aria-hidden="true">
        <span className={fitFill} style={{ width: `${fitScore}%` }} />
      </span>
      <span className={visuallyHidden}>{meaning}</span>
    </span>
  );
}
