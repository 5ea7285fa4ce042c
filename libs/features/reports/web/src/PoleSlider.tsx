import { levelCutoffs, percentileOfT } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { scaleName, type DomainAtAGlance } from '@facet/reports-domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { reportsCatalogue } from './messages';
import {
  averageRange,
  highPole,
  lowPole,
  marker,
  name,
  slider,
  track,
  value,
} from './PoleSlider.css';

const { messages } = reportsCatalogue;

/** The average range on the line, as percentiles (T 45..55 of the assessment's level cut-offs). */
const average = {
  from: percentileOfT(levelCutoffs.lowBelow),
  to: percentileOfT(levelCutoffs.highAbove),
};

export interface PoleSliderProps {
  domain: DomainAtAGlance;
  language: Language;
}

/**
 * One domain as a line between its two poles in plain words ("Reserved" and "Outgoing"), with a
 * dot at the person's percentile: a position, not a grade. The meter says it in words.
 */
export function PoleSlider({ domain, language }: PoleSliderProps) {
  const intl = useIntl();
  const labelId = useId();
  const percentile = intl.formatNumber(domain.percentile);
  return (
    <div className={slider} data-testid="pole-slider" data-domain={domain.scale}>
      <span id={labelId} className={name}>
        {scaleName(domain.scale, language)}
      </span>
      <span className={value} aria-hidden="true">
        {intl.formatMessage(messages.percentileValue, { percentile })}
      </span>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={domain.percentile}
        aria-valuetext={intl.formatMessage(messages.poleSliderText, {
          percentile,
          low: domain.poles.low,
          high: domain.poles.high,
        })}
        className={track}
      >
        <div
          className={averageRange}
          style={{ left: `${average.from}%`, width: `${average.to - average.from}%` }}
        />
        <div
          className={marker}
          data-testid="pole-marker"
          style={{ left: `${domain.percentile}%` }}
        />
      </div>
      <span className={lowPole} aria-hidden="true">
        {domain.poles.low}
      </span>
      <span className={highPole} aria-hidden="true">
        {domain.poles.high}
      </span>
    </div>
  );
}
