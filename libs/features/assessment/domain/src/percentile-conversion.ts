import { normalCdf, percentileOfT, tScore } from './describe-scores';
import type { ScaleNorm } from './norm-set';
import { scaleMaximum, type Scale } from './scales';

/**
 * The percentile (1..99) of a raw score on a scale's norm: the same number `describeScore` prints,
 * so a profile range stored in raw points (spec: `min_`/`max_`) can be drawn on a percentile track.
 */
export function percentileOfRaw(raw: number, norm: ScaleNorm): number {
  return percentileOfT(tScore(raw, norm));
}

/**
 * The whole raw score whose percentile is nearest to `percentile` (0..100) on a scale's norm, for
 * editors where people pick a percentile but the profile stores raw points. The percentile grows
 * with the raw score, so a bisection on the unrounded percentile finds it.
 */
export function rawOfPercentile(scale: Scale, percentile: number, norm: ScaleNorm): number {
  const unroundedPercentile = (raw: number) => 100 * normalCdf((tScore(raw, norm) - 50) / 10);
  let low = 0;
  let high = scaleMaximum(scale);
  if (percentile <= unroundedPercentile(low)) return low;
  if (percentile >= unroundedPercentile(high)) return high;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (unroundedPercentile(middle) < percentile) low = middle;
    else high = middle;
  }
  return percentile - unroundedPercentile(low) <= unroundedPercentile(high) - percentile
    ? low
    : high;
}
