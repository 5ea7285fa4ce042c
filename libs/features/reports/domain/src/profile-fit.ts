import {
  describeScore,
  scales,
  type NormSet,
  type Scale,
  type ScaleScores,
} from '@facet/assessment-domain';
import type { ProfileRanges } from './profile-ranges';

/**
 * Where a score stands against a profile's range; both ends of the range count as inside. A score
 * outside the range whose ±1 SEM band still reaches it is borderline: within measurement error of
 * the range, so neither a fit nor a miss.
 */
export const fitPositions = ['inside', 'borderline', 'below', 'above'] as const;
export type FitPosition = (typeof fitPositions)[number];

export interface ScaleFit {
  scale: Scale;
  score: number;
  min: number;
  max: number;
  position: FitPosition;
  /**
   * False for PEN E or N when the profile also sets the domain they copy (extraversion,
   * neuroticism): the same score is then counted once, by its domain.
   */
  counted: boolean;
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

/** PEN E and N are copies of these domains (see scoring). */
const penCopyOf: Partial<Record<Scale, Scale>> = {
  pen_extraversion: 'extraversion',
  pen_neuroticism: 'neuroticism_x_emotional_stability',
};

const fitWeight: Record<FitPosition, number> = { inside: 1, borderline: 0.5, below: 0, above: 0 };

/**
 * Compares a result's scores with a profile's ranges (DESIGN §6), allowing for measurement error
 * with the norms the result was described with (their SDs set its standard error).
 */
export function profileFit(scores: ScaleScores, ranges: ProfileRanges, norms: NormSet): ProfileFit {
  const fits: ScaleFit[] = [];
  for (const scale of scales) {
    const range = ranges[scale];
    if (!range) continue;
    const score = scores[scale];
    const copied = penCopyOf[scale];
    fits.push({
      scale,
      score,
      min: range.min,
      max: range.max,
      position: positionOf(scale, score, range.min, range.max, norms),
      counted: copied === undefined || ranges[copied] === undefined,
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
 * measurement error), below and above; PEN E and N set beside their domain count once.
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
