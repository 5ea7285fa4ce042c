import { currentNorms, type NormSet, type Scale } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import type { FitPosition, ScaleRange } from '@facet/reports-domain';
import { readScale } from '../private/describeScale';
import { ScoreRow, type ErrorBandDisplay, type RowEmphasis } from '../private/ScoreRow';
import { useScalesIntl } from '../private/useScalesIntl';

export interface FacetScoreBarProps {
  /** Any of the 38 scales; the bar is its percentile against the norms, 0..100. */
  scale: Scale;
  /** The raw score (0..32 for a facet, 0..192 for a domain or PEN scale). */
  score: number;
  /** A profile's range on this scale, in raw points, drawn as a frame over the track. */
  range?: ScaleRange;
  /** Where the score falls against `range`: colours the frame. */
  rangePosition?: FitPosition;
  /**
   * A domain's name is bold, as the heading of its facets.
   * @default 'plain'
   */
  emphasis?: RowEmphasis;
  /** @default the scale's translated name */
  label?: string;
  /** Language of the labels; @default the react-intl language around the bar */
  language?: Language;
  /** Norms for the percentile, the level and the error band; @default currentNorms */
  norms?: NormSet;
  /**
   * Whether the 90 % band's line is drawn always or only while the pointer is on the bar.
   * @default 'shown'
   */
  errorBand?: ErrorBandDisplay;
}

/**
 * One scale's percentile on a 0..100 track (plain HTML and CSS: no canvas, so it prints crisply
 * and its length can be measured), over the average band, with the 90 % band as a line, one level
 * label ("Likely average to high" when that band crosses a cut-off) and an optional profile range. The meter's value text says all of it, raw score included.
 */
export function FacetScoreBar({
  scale,
  score,
  range,
  rangePosition,
  emphasis = 'plain',
  label,
  language,
  norms = currentNorms,
  errorBand = 'shown',
}: FacetScoreBarProps) {
  const text = useScalesIntl(language);
  return (
    <ScoreRow
      reading={readScale(scale, score, norms)}
      emphasis={emphasis}
      text={text}
      norms={norms}
      label={label}
      range={range}
      rangePosition={rangePosition}
      errorBand={errorBand}
    />
  );
}
