import {
  describeScore,
  scales,
  type NormSet,
  type Scale,
  type ScaleScores,
} from '@facet/assessment-domain';
import type { ProfileRanges } from './profile-ranges';
import { leftOutOfFit, type LeftOutOfFit } from './scales-counted-in-fit';

/**
 * Where a score stands against a profile's range; both ends of the range count as inside. A score
 * outside the range whose 90 % band (`describeScore`, ±1.645 SEM) still reaches it is borderline:
 * within measurement error of the range, so neither a fit nor a miss. It is the band the bars draw
 * and the report names, so a line that reaches into a profile's frame is never called a miss.
 */
export const fitPositions = ['inside', 'borderline', 'below', 'above'] as const;
export type FitPosition = (typeof fitPositions)[number];

export interface ScaleFit {
  scale: Scale;
  score: number;
  min: number;
  max: number;
  position: FitPosition;
  /** False when the fit leaves the scale out (`leftOut` says why); the same as `leftOut === null`. */
  counted: boolean;
  /**
   * Why the fit leaves this scale out: the profile also sets scales that hold its answers (see
   * leftOutOfFit), which count instead. Null for a counted scale.
   */
  leftOut: Omit<LeftOutOfFit, 'scale'> | null;
}

export interface ProfileFit {
  /** One entry per scale the profile sets, in catalogue order. */
  scales: ScaleFit[];
  /**
   * Share of the counted scales that fit, 0..100, rounded to a whole number: inside counts 1,
   * borderline ½, below and above 0. Null when the profile sets no scale: there is nothing to
   * fit, which is not the same as a 0% fit.
   */
  fitPercentage: number | null;
}

const fitWeight: Record<FitPosition, number> = { inside: 1, borderline: 0.5, below: 0, above: 0 };

/**
 * Compares a result's scores with a profile's ranges (DESIGN §6), allowing for measurement error
 * with the norms the result was described with (their SDs set its standard error). Scales that
 * share answers count once (leftOutOfFit): the others are listed, with their reason, but not
 * counted.
 */
export function profileFit(scores: ScaleScores, ranges: ProfileRanges, norms: NormSet): ProfileFit {
  const leftOut = new Map(leftOutOfFit(ranges).map(({ scale, ...why }) => [scale, why]));
  const fits: ScaleFit[] = [];
  for (const scale of scales) {
    const range = ranges[scale];
    if (!range) continue;
    const score = scores[scale];
    const why = leftOut.get(scale) ?? null;
    fits.push({
      scale,
      score,
      min: range.min,
      max: range.max,
      position: positionOf(scale, score, range.min, range.max, norms),
      counted: why === null,
      leftOut: why,
    });
  }
  const counted = fits.filter((fit) => fit.counted);
  const fitting = counted.reduce((sum, fit) => sum + fitWeight[fit.position], 0);
  return {
    scales: fits,
    fitPercentage: counted.length === 0 ? null : Math.round((fitting / counted.length) * 100),
  };
}

/**
 * How many of the profile's counted scales a result is inside, borderline to (outside but within
 * measurement error), below and above; scales the fit leaves out (leftOutOfFit) are not counted.
 */
export type FitCounts = Record<FitPosition, number>;

export function fitCountsOf(fit: ProfileFit): FitCounts {
  const counts: FitCounts = { inside: 0, borderline: 0, below: 0, above: 0 };
  for (const scale of fit.scales) if (scale.counted) counts[scale.position] += 1;
  return counts;
}

function positionOf(
  scale: Scale,
  score: number,
  min: number,
  max: number,
  norms: NormSet,
): FitPosition {
  if (score >= min && score <= max) return 'inside';
  const { band } = describeScore(scale, score, norms.scales[scale]);
  if (band.rawHigh >= min && band.rawLow <= max) return 'borderline';
  return score < min ? 'below' : 'above';
}
