import { johnson2014Norms } from './johnson-2014-norms';
import type { NormSet, ScaleNorm } from './norm-set';
import { scales, type Level, type Scale, type ScaleLevels, type ScaleScores } from './scales';

/** The norms results are described with unless others are passed in. */
export const currentNorms: NormSet = johnson2014Norms;

/**
 * T-score cut-offs of the levels: below 45 is low, above 55 high, 45..55 average, i.e. the middle
 * band of about 38% of the norm group around its mean, as in Johnson's IPIP-NEO reports.
 */
export const levelCutoffs = { lowBelow: 45, highAbove: 55 } as const;

/** How one raw score stands against the norm group. */
export interface ScaleDescription {
  readonly raw: number;
  /** T-score, 50 + 10 z, to one decimal. */
  readonly t: number;
  /** Share of the norm group scoring lower, 1..99, from the normal distribution. */
  readonly percentile: number;
  readonly level: Level;
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

export function tScore(raw: number, norm: ScaleNorm): number {
  return Math.round((50 + (10 * (raw - norm.mean)) / norm.sd) * 10) / 10;
}

/**
 * The percentile of a T-score. Clamped to 1..99: the normal model is not precise enough in the
 * tails to tell anyone they score above everybody or below everybody.
 */
export function percentileOfT(t: number): number {
  const percentile = Math.round(100 * normalCdf((t - 50) / 10));
  return Math.min(99, Math.max(1, percentile));
}

export function levelOfT(t: number): Level {
  if (t < levelCutoffs.lowBelow) return 'low';
  if (t > levelCutoffs.highAbove) return 'high';
  return 'average';
}

/** Every scale's raw score, T-score, percentile and level against a norm set. */
export function describeScores(
  scores: ScaleScores,
  norms: NormSet = currentNorms,
): ScoreDescriptions {
  const descriptions = {} as Record<Scale, ScaleDescription>;
  for (const scale of scales) {
    const raw = scores[scale];
    const t = tScore(raw, norms.scales[scale]);
    descriptions[scale] = { raw, t, percentile: percentileOfT(t), level: levelOfT(t) };
  }
  return descriptions;
}

/** Just the level of every scale, for report text and charts. */
export function levelsOf(descriptions: ScoreDescriptions): ScaleLevels {
  const levels = {} as Record<Scale, Level>;
  for (const scale of scales) levels[scale] = descriptions[scale].level;
  return levels;
}
