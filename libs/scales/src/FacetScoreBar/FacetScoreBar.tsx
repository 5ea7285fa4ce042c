import {
  currentNorms,
  levelCutoffs,
  scaleMaximum,
  type NormSet,
  type Scale,
} from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { levelName, scaleName, type ScaleRange } from '@facet/reports-domain';
import { useId } from 'react';
import { scalesCatalogue } from '../catalogue';
import { readScale } from '../private/describeScale';
import { useScalesIntl } from '../private/useScalesIntl';
import {
  band,
  bandLabel,
  bandLabels,
  confidenceBand,
  fill,
  header,
  name,
  range as rangeStyle,
  rangeLegend,
  root,
  track,
  value,
} from './FacetScoreBar.css';

export interface FacetScoreBarProps {
  /** Any of the 38 scales; its maximum (32 for a facet, 192 for a domain or PEN scale) sets the bar. */
  scale: Scale;
  score: number;
  /**
   * Shades the norm group's low, average and high bands behind the bar and names the level.
   * @default false
   */
  showNormBands?: boolean;
  /** A profile's range on this scale, drawn as a bracket over the bar. */
  range?: ScaleRange;
  /** @default the scale's translated name */
  label?: string;
  /** Language of the labels; @default the react-intl language around the bar */
  language?: Language;
  /** Norms for the bands, the level and the error band; @default currentNorms */
  norms?: NormSet;
}

const { messages } = scalesCatalogue;

/** Share of the bar, 0..100, of a value on a scale of 0..maximum. */
function percentOf(valueOnScale: number, maximum: number): number {
  return (Math.min(maximum, Math.max(0, valueOnScale)) / maximum) * 100;
}

/** The raw score at a T-score cut-off: the inverse of T = 50 + 10 (raw - mean) / SD. */
function rawAtT(t: number, scale: Scale, norms: NormSet): number {
  const { mean, sd } = norms.scales[scale];
  return mean + ((t - 50) / 10) * sd;
}

/**
 * One scale's score as a horizontal bar (plain HTML and CSS: no canvas, so it costs no chart
 * library, prints crisply and needs no text alternative beyond its own meter semantics). Optional
 * norm bands and a profile range bracket; the meter's value text says all of it in words.
 */
export function FacetScoreBar({
  scale,
  score,
  showNormBands = false,
  range,
  label,
  language,
  norms = currentNorms,
}: FacetScoreBarProps) {
  const labelId = useId();
  const { intl, language: shownLanguage } = useScalesIntl(language);
  const maximum = scaleMaximum(scale);
  const reading = readScale(scale, score, norms);
  const format = (number: number) => intl.formatNumber(number);
  const formatBandEnd = (number: number) => intl.formatNumber(number, { maximumFractionDigits: 1 });

  const lowBelow = percentOf(rawAtT(levelCutoffs.lowBelow, scale, norms), maximum);
  const highAbove = percentOf(rawAtT(levelCutoffs.highAbove, scale, norms), maximum);
  const bands = [
    { band: 'low', from: 0, to: lowBelow },
    { band: 'average', from: lowBelow, to: highAbove },
    { band: 'high', from: highAbove, to: 100 },
  ] as const;

  const valueText = [
    intl.formatMessage(messages.meterValue, { score: format(score), maximum: format(maximum) }),
    showNormBands && reading.level
      ? intl.formatMessage(messages.meterLevel, { level: levelName(reading.level, shownLanguage) })
      : undefined,
    reading.band
      ? intl.formatMessage(messages.meterBand, {
          low: formatBandEnd(reading.band.rawLow),
          high: formatBandEnd(reading.band.rawHigh),
        })
      : undefined,
    range
      ? intl.formatMessage(messages.meterRange, { min: format(range.min), max: format(range.max) })
      : undefined,
  ]
    .filter(Boolean)
    .join('; ');

  return (
    <div className={root} data-scale={scale}>
      <div className={header}>
        <span id={labelId} className={name}>
          {label ?? scaleName(scale, shownLanguage)}
        </span>
        <span className={value} aria-hidden="true">
          {intl.formatMessage(messages.scoreOfMaximum, {
            score: format(score),
            maximum: format(maximum),
          })}
          {showNormBands && reading.level && ` · ${levelName(reading.level, shownLanguage)}`}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={maximum}
        aria-valuenow={Math.min(maximum, Math.max(0, score))}
        aria-valuetext={valueText}
        className={track}
      >
        {showNormBands &&
          bands.map((entry) => (
            <div
              key={entry.band}
              className={band}
              data-band={entry.band}
              style={{ left: `${entry.from}%`, width: `${entry.to - entry.from}%` }}
            />
          ))}
        {/* Before the fill, so the fill stays the meter's last child when there is no range. */}
        {reading.band && (
          <div
            className={confidenceBand}
            data-testid="confidence-band"
            style={{
              left: `${percentOf(reading.band.rawLow, maximum)}%`,
              width: `${percentOf(reading.band.rawHigh, maximum) - percentOf(reading.band.rawLow, maximum)}%`,
            }}
          />
        )}
        <div className={fill} style={{ width: `${percentOf(score, maximum)}%` }} />
        {range && (
          <div
            className={rangeStyle}
            data-testid="profile-range"
            style={{
              left: `${percentOf(range.min, maximum)}%`,
              width: `${percentOf(range.max, maximum) - percentOf(range.min, maximum)}%`,
            }}
          />
        )}
      </div>
      {showNormBands && (
        <div className={bandLabels} aria-hidden="true">
          {bands.map((entry) => (
            <span
              key={entry.band}
              className={bandLabel}
              style={{ left: `${(entry.from + entry.to) / 2}%` }}
            >
              {levelName(entry.band, shownLanguage)}
            </span>
          ))}
        </div>
      )}
      {range && (
        <span className={rangeLegend} aria-hidden="true">
          {intl.formatMessage(messages.rangeLegend, {
            min: format(range.min),
            max: format(range.max),
          })}
        </span>
      )}
    </div>
  );
}
