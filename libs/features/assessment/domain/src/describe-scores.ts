import { confidenceBandZ, rawStandardError } from './measurement-error';
import type { NormSet, ScaleNorm } from './norm-set';
import { currentNorms } from './norm-registry';
import {
  scaleMaximum,
  scales,
  type Level,
  type Scale,
  type ScaleLevels,
  type ScaleScores,
} from './scales';

/**
 * T-score cut-offs of the levels: below 45 is low, above 55 high, 45..55 average, i.e. the middle
 * band of about 38% of the norm group around its mean, as in Johnson's IPIP-NEO reports.
 */
export const levelCutoffs = { lowBelow: 45, highAbove: 55 } as const;

/**
 * The levels a confidence band spans when it crosses a level cut-off, lowest first: an average
 * score whose band reaches past both cut-offs spans low to high.
 */
export const levelCrossings = ['low_to_average', 'average_to_high', 'low_to_high'] as const;
export type LevelCrossing = (typeof levelCrossings)[number];

/**
 * The 90 % band around the observed score, raw score ± 1.645 standard errors of measurement
 * (`confidenceBandZ`): 90 % of the time the true score lies in such a band. It is not where a
 * retest would fall, which needs SEM·√2 (psychometric review §6). Raw ends stay within the
 * scale's range.
 */
export interface ConfidenceBand {
  readonly rawLow: number;
  readonly rawHigh: number;
  /** T-scores of the raw ends, to one decimal. */
  readonly tLow: number;
  readonly tHigh: number;
  readonly percentileLow: number;
  readonly percentileHigh: number;
  /** The levels the band spans if it crosses a level cut-off (`levelCrossingOfBand`), else null. */
  readonly crossing: LevelCrossing | null;
}

/** How one raw score stands against the norm group. */
export interface ScaleDescription {
  readonly raw: number;
  /** T-score, 50 + 10 z, to one decimal (the level is cut on the unrounded value). */
  readonly t: number;
  /** Share of the norm group scoring lower, 1..99. */
  readonly percentile: number;
  readonly level: Level;
  readonly band: ConfidenceBand;
}

export type ScoreDescriptions = Readonly<Record<Scale, ScaleDescription>>;

/**
 * Standard normal cumulative distribution, by the Abramowitz and Stegun 7.1.26 approximation of
 * erf (absolute error below 1.5e-7), which is far finer than a whole percentile.
 */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const polynomial =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - polynomial * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The z whose normal CDF is `probability`, by bisection on normalCdf (to 1e-9 in z). */
export function normalQuantile(probability: number): number {
  let low = -8;
  let high = 8;
  while (high - low > 1e-9) {
    const middle = (low + high) / 2;
    if (normalCdf(middle) < probability) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/**
 * Empirical percentile ranks are kept within 0.5..99.5 before they become a normalised T: a rank
 * of 0 or 100 (nobody in the norm group below or above) has no finite z.
 */
const normalisableRank = { lowest: 0.5, highest: 99.5 } as const;

/** The percentile rank of a raw score in an empirical table, linear between whole scores. */
function interpolatedRank(raw: number, ranks: readonly number[]): number {
  const clamped = Math.min(ranks.length - 1, Math.max(0, raw));
  const below = Math.floor(clamped);
  const fraction = clamped - below;
  const lower = ranks[below] ?? 0;
  const upper = ranks[Math.min(ranks.length - 1, below + 1)] ?? lower;
  return lower + fraction * (upper - lower);
}

/**
 * The unrounded T-score of a raw score: linear, 50 + 10 (raw − mean) / SD, under a normal-model
 * norm; the normalised T of its percentile rank under an empirical one, so that T, percentile and
 * level always agree.
 */
export function tScore(raw: number, norm: ScaleNorm): number {
  if (norm.percentileRanks) {
    const rank = Math.min(
      normalisableRank.highest,
      Math.max(normalisableRank.lowest, interpolatedRank(raw, norm.percentileRanks)),
    );
    return 50 + 10 * normalQuantile(rank / 100);
  }
  return 50 + (10 * (raw - norm.mean)) / norm.sd;
}

const roundToTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The percentile of a T-score. Clamped to 1..99: neither model is precise enough in the tails to
 * tell anyone they score above everybody or below everybody.
 */
export function percentileOfT(t: number): number {
  const percentile = Math.round(100 * normalCdf((t - 50) / 10));
  return Math.min(99, Math.max(1, percentile));
}

/** The level of an unrounded T-score (a T of 44.96 is low, not a rounded 45.0 average). */
export function levelOfT(t: number): Level {
  if (t < levelCutoffs.lowBelow) return 'low';
  if (t > levelCutoffs.highAbove) return 'high';
  return 'average';
}

/**
 * Whether a band from T `tLow` to T `tHigh` crosses a level cut-off, and which levels it then
 * spans; null when it lies within one level. The one rule behind "likely average to high" and
 * the hedged narrative (psychometric review F7). Cut on the unrounded T, like `levelOfT`.
 */
export function levelCrossingOfBand(tLow: number, tHigh: number): LevelCrossing | null {
  const lowest = levelOfT(Math.min(tLow, tHigh));
  const highest = levelOfT(Math.max(tLow, tHigh));
  if (lowest === highest) return null;
  if (lowest === 'low') return highest === 'high' ? 'low_to_high' : 'low_to_average';
  return 'average_to_high';
}

/** One scale's T-score, percentile, level and 90 % band against its norm. */
export function describeScore(scale: Scale, raw: number, norm: ScaleNorm): ScaleDescription {
  const t = tScore(raw, norm);
  const error = confidenceBandZ * rawStandardError(scale, norm.sd);
  const rawLow = Math.max(0, raw - error);
  const rawHigh = Math.min(scaleMaximum(scale), raw + error);
  const tLow = tScore(rawLow, norm);
  const tHigh = tScore(rawHigh, norm);
  return {
    raw,
    t: roundToTenth(t),
    percentile: percentileOfT(t),
    level: levelOfT(t),
    band: {
      rawLow,
      rawHigh,
      tLow: roundToTenth(tLow),
      tHigh: roundToTenth(tHigh),
      percentileLow: percentileOfT(tLow),
      percentileHigh: percentileOfT(tHigh),
      crossing: levelCrossingOfBand(tLow, tHigh),
    },
  };
}

/** Every scale's raw score, T-score, percentile, level and band against a norm set. */
export function describeScores(
  scores: ScaleScores,
  norms: NormSet = currentNorms,
): ScoreDescriptions {
  const descriptions = {} as Record<Scale, ScaleDescription>;
  for (const scale of scales) {
    descriptions[scale] = describeScore(scale, scores[scale], norms.scales[scale]);
  }
  return descriptions;
}

/** Just the level of every scale, for report text and charts. */
export function levelsOf(descriptions: ScoreDescriptions): ScaleLevels {
  const levels = {} as Record<Scale, Level>;
  for (const scale of scales) levels[scale] = descriptions[scale].level;
  return levels;
}
