import {
  currentNorms,
  levelOfT,
  percentileOfRaw,
  rawOfPercentile,
  scaleMaximum,
  scales,
  tScore,
  type Level,
  type NormSet,
  type Scale,
  type ScaleScores,
} from '@facet/assessment-domain';
import type { ProfileRanges, ScaleRange } from './profile-ranges';

/**
 * The plain-language ranges a manager picks instead of raw points: one level, or two neighbouring
 * ones. "Low or high" is no span: a profile range is one interval.
 */
export const levelSpans = ['low', 'low_to_average', 'average', 'average_to_high', 'high'] as const;
export type LevelSpan = (typeof levelSpans)[number];

export const levelsOfSpan: Readonly<Record<LevelSpan, readonly Level[]>> = {
  low: ['low'],
  low_to_average: ['low', 'average'],
  average: ['average'],
  average_to_high: ['average', 'high'],
  high: ['high'],
};

/** A band on the percentile track, 0..100; the ends of a scale are drawn as 0 and 100. */
export interface PercentileBand {
  from: number;
  to: number;
}

/**
 * A range whose ends met is widened by one point upwards (downwards at the top of the scale),
 * since a range's minimum is below its maximum.
 */
function atLeastOnePointWide(scale: Scale, min: number, max: number): ScaleRange {
  if (min < max) return { min, max };
  return max < scaleMaximum(scale) ? { min, max: max + 1 } : { min: min - 1, max };
}

/**
 * The raw range of a level span: from the lowest to the highest whole score whose level (the one
 * a report prints) is in the span, so a person is inside exactly when their level is.
 */
export function rangeOfLevelSpan(
  scale: Scale,
  span: LevelSpan,
  norms: NormSet = currentNorms,
): ScaleRange {
  const known = spanRanges.get(norms) ?? new Map<string, ScaleRange>();
  spanRanges.set(norms, known);
  const key = `${scale} ${span}`;
  const cached = known.get(key);
  if (cached) return { ...cached };
  const range = scanLevelSpan(scale, span, norms);
  known.set(key, range);
  return { ...range };
}

/**
 * Editors read every row's span on each render, and a scan of an empirical norm runs a quantile
 * search per score: the ranges are kept per norm set, which never changes once published.
 */
const spanRanges = new WeakMap<NormSet, Map<string, ScaleRange>>();

function scanLevelSpan(scale: Scale, span: LevelSpan, norms: NormSet): ScaleRange {
  const norm = norms.scales[scale];
  const wanted = levelsOfSpan[span];
  const maximum = scaleMaximum(scale);
  const inside: number[] = [];
  for (let raw = 0; raw <= maximum; raw += 1) {
    if (wanted.includes(levelOfT(tScore(raw, norm)))) inside.push(raw);
  }
  const min = inside[0] ?? (span === 'low' ? 0 : maximum);
  return atLeastOnePointWide(scale, min, inside.at(-1) ?? min);
}

/** The span whose range is exactly `range`, if any: how a stored profile is read back as levels. */
export function levelSpanOfRange(
  scale: Scale,
  range: ScaleRange,
  norms: NormSet = currentNorms,
): LevelSpan | undefined {
  return levelSpans.find((span) => {
    const spanRange = rangeOfLevelSpan(scale, span, norms);
    return spanRange.min === range.min && spanRange.max === range.max;
  });
}

/**
 * Where a raw end sits on the percentile track. The scale's own ends are drawn at 0 and 100: a
 * range from 0 points takes in everybody below its maximum, not everybody above percentile 1.
 */
export function percentileOfRangeEnd(scale: Scale, raw: number, norms: NormSet = currentNorms) {
  if (raw <= 0) return 0;
  if (raw >= scaleMaximum(scale)) return 100;
  return percentileOfRaw(raw, norms.scales[scale]);
}

/** The raw end a percentile (0..100) stands for: 0 and 100 are the scale's own ends. */
export function rangeEndOfPercentile(
  scale: Scale,
  percentile: number,
  norms: NormSet = currentNorms,
): number {
  return rawOfPercentile(scale, percentile, norms.scales[scale]);
}

/** A raw range drawn on the percentile track. */
export function bandOfRange(
  scale: Scale,
  range: ScaleRange,
  norms: NormSet = currentNorms,
): PercentileBand {
  return {
    from: percentileOfRangeEnd(scale, range.min, norms),
    to: percentileOfRangeEnd(scale, range.max, norms),
  };
}

/** How wide a band around a person's percentile "copy from a result" sets, on each side. */
export const resultBandMargin = 15;

/** How "copy from a person's result" turns each score into a range. */
export const resultBandKinds = ['level', 'percentile_band'] as const;
export type ResultBandKind = (typeof resultBandKinds)[number];

/**
 * A benchmark from one person's result: on every scale, their level, or their percentile ±
 * `resultBandMargin`. Their own score is always inside the range it gives.
 */
export function rangesAroundScores(
  scores: ScaleScores,
  kind: ResultBandKind,
  norms: NormSet = currentNorms,
): ProfileRanges {
  const ranges: ProfileRanges = {};
  for (const scale of scales) {
    const raw = scores[scale];
    const norm = norms.scales[scale];
    if (kind === 'level') {
      ranges[scale] = rangeOfLevelSpan(scale, levelOfT(tScore(raw, norm)), norms);
      continue;
    }
    const percentile = percentileOfRaw(raw, norm);
    const min = Math.min(raw, rangeEndOfPercentile(scale, percentile - resultBandMargin, norms));
    const max = Math.max(raw, rangeEndOfPercentile(scale, percentile + resultBandMargin, norms));
    ranges[scale] = atLeastOnePointWide(scale, min, max);
  }
  return ranges;
}
