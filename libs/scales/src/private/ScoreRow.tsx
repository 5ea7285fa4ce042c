import { percentileOfRaw, type NormSet } from '@facet/assessment-domain';
import {
  levelOrRangeName,
  scaleName,
  type FitPosition,
  type ScaleRange,
} from '@facet/reports-domain';
import { useId } from 'react';
import { scalesCatalogue } from '../catalogue';
import { averageBand } from './averageBand';
import type { ScaleReading } from './describeScale';
import {
  averageBand as averageBandStyle,
  confidenceBand,
  fill,
  name,
  profileRange,
  row,
  rowGrid,
  track,
  value,
} from './scoreRow.css';
import type { ScalesIntl } from './useScalesIntl';

/** Domains read as headings of the facets under them; PEN scales and lone bars are plain. */
export type RowEmphasis = 'domain' | 'facet' | 'plain';

/**
 * Whether the 90 % band's line is drawn: always, or only while the pointer is on the row (a calm
 * chart with one encoding; the meter's words and the score table keep the range for everyone).
 */
export type ErrorBandDisplay = 'shown' | 'onHover';

export interface ScoreRowProps {
  reading: ScaleReading;
  emphasis: RowEmphasis;
  text: ScalesIntl;
  /** The norms of the result: they turn a profile's raw range into percentiles. */
  norms: NormSet;
  /** @default the scale's translated name */
  label?: string;
  /** A profile's range on this scale, in raw points as profiles store it. */
  range?: ScaleRange;
  /** Where the score falls against the range; colours the range's frame. */
  rangePosition?: FitPosition;
  /** @default 'shown' */
  errorBand?: ErrorBandDisplay;
}

/** Where a raw range end sits on the 0..100 track: the scale's own ends stay at the track's ends. */
function trackPositionOfRaw(raw: number, maximum: number, norms: NormSet, reading: ScaleReading) {
  if (raw <= 0) return 0;
  if (raw >= maximum) return 100;
  return percentileOfRaw(raw, norms.scales[reading.scale]);
}

/**
 * What the meter says in words: percentile, level, raw score and the 90 % range, and the profile's
 * range when there is one.
 */
function meterText(
  { intl }: ScalesIntl,
  score: {
    percentile: number;
    level: string;
    raw: number;
    maximum: number;
    band: { percentileLow: number; percentileHigh: number };
  },
  range: (ScaleRange & { left: number; right: number }) | undefined,
): string {
  const format = (number: number) => intl.formatNumber(number);
  return [
    intl.formatMessage(scalesCatalogue.messages.meterText, {
      percentile: format(score.percentile),
      level: score.level,
      score: format(score.raw),
      maximum: format(score.maximum),
      low: format(score.band.percentileLow),
      high: format(score.band.percentileHigh),
    }),
    range
      ? intl.formatMessage(scalesCatalogue.messages.meterProfileRange, {
          low: format(range.left),
          high: format(range.right),
          min: format(range.min),
          max: format(range.max),
        })
      : undefined,
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * One scale on a 0..100 percentile track: the fill ends at the printed percentile, over the
 * hatched average band, with the 90 % band as a line and, optionally, a profile's range. The level
 * reads "Likely average to high" when that band crosses a level cut-off. The meter says
 * percentile, level, raw score and the 90 % range in words; `data-percentile` on the row and the
 * `percentile-track` / `percentile-fill` test ids let a browser test measure the drawing.
 */
export function ScoreRow({
  reading,
  emphasis,
  text,
  norms,
  label,
  range,
  rangePosition,
  errorBand = 'shown',
}: ScoreRowProps) {
  const labelId = useId();
  const { intl, language } = text;
  const format = (number: number) => intl.formatNumber(number);
  const shownName = label ?? scaleName(reading.scale, language);
  const { percentile, level, band, raw } = reading;

  if (percentile === null || level === null || band === null || raw === null) {
    return (
      <UnavailableScoreRow
        scale={reading.scale}
        name={shownName}
        emphasis={emphasis}
        notAvailable={intl.formatMessage(scalesCatalogue.messages.notAvailable)}
      />
    );
  }

  // A score outside the scale's range (bad data) can leave the clamped ends in either order.
  const bandLeft = Math.min(band.percentileLow, band.percentileHigh);
  const bandRight = Math.max(band.percentileLow, band.percentileHigh);
  const shownLevel = levelOrRangeName(level, band.crossing, language);
  const rangeLeft = range && trackPositionOfRaw(range.min, reading.maximum, norms, reading);
  const rangeRight = range && trackPositionOfRaw(range.max, reading.maximum, norms, reading);
  const valueText = meterText(
    text,
    { percentile, level: shownLevel, raw, maximum: reading.maximum, band },
    range && rangeLeft !== undefined && rangeRight !== undefined
      ? { ...range, left: rangeLeft, right: rangeRight }
      : undefined,
  );

  return (
    <div
      className={row}
      data-testid="score-row"
      data-scale={reading.scale}
      data-percentile={percentile}
      data-level={level}
    >
      <div className={rowGrid}>
        <span id={labelId} className={name} data-emphasis={emphasis}>
          {shownName}
        </span>
        <span className={value} aria-hidden="true">
          {intl.formatMessage(scalesCatalogue.messages.rowValue, {
            percentile: format(percentile),
            level: shownLevel,
          })}
        </span>
        <div
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentile}
          aria-valuetext={valueText}
          className={track}
          data-testid="percentile-track"
        >
          <div
            className={averageBandStyle}
            data-testid="average-band"
            style={{ left: `${averageBand.from}%`, width: `${averageBand.to - averageBand.from}%` }}
          />
          <div
            className={fill}
            data-testid="percentile-fill"
            data-emphasis={emphasis}
            style={{ width: `${percentile}%` }}
          />
          <div
            className={confidenceBand}
            data-testid="confidence-band"
            data-display={errorBand}
            style={{ left: `${bandLeft}%`, width: `${bandRight - bandLeft}%` }}
          />
          {rangeLeft !== undefined && rangeRight !== undefined && (
            <div
              className={profileRange}
              data-testid="profile-range"
              data-position={rangePosition}
              style={{ left: `${rangeLeft}%`, width: `${rangeRight - rangeLeft}%` }}
            />
          )}
        </div>
      </div>
    </div>
  );
}

interface UnavailableScoreRowProps {
  scale: ScaleReading['scale'];
  name: string;
  emphasis: RowEmphasis;
  /** "Not available", in the chart's language. */
  notAvailable: string;
}

/** A scale without a score: its name, "not available" and an empty track. */
function UnavailableScoreRow({
  scale,
  name: shownName,
  emphasis,
  notAvailable,
}: UnavailableScoreRowProps) {
  return (
    <div className={row} data-testid="score-row" data-scale={scale}>
      <div className={rowGrid}>
        <span className={name} data-emphasis={emphasis}>
          {shownName}
        </span>
        <span className={value}>{notAvailable}</span>
        <div className={track} data-testid="percentile-track" aria-hidden="true" />
      </div>
    </div>
  );
}
