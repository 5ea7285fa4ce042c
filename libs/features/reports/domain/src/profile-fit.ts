import { scales, type Scale, type ScaleScores } from '@facet/assessment-domain';
import type { ProfileRanges } from './profile-ranges';

/** Where a score stands against a profile's range; both ends of the range count as inside. */
export type FitPosition = 'inside' | 'below' | 'above';

export interface ScaleFit {
  scale: Scale;
  score: number;
  min: number;
  max: number;
  position: FitPosition;
}

export interface ProfileFit {
  /** One entry per scale the profile sets, in catalogue order. */
  scales: ScaleFit[];
  /**
   * Share of the set scales whose score is inside, 0..100, rounded to a whole number. Null when
   * the profile sets no scale: there is nothing to fit, which is not the same as a 0% fit.
   */
  fitPercentage: number | null;
}

/** Compares a result's scores with a profile's ranges (DESIGN §6). */
export function profileFit(scores: ScaleScores, ranges: ProfileRanges): ProfileFit {
  const fits: ScaleFit[] = [];
  for (const scale of scales) {
    const range = ranges[scale];
    if (!range) continue;
    const score = scores[scale];
    fits.push({
      scale,
      score,
      min: range.min,
      max: range.max,
      position: positionOf(score, range.min, range.max),
    });
  }
  const insideCount = fits.filter((fit) => fit.position === 'inside').length;
  return {
    scales: fits,
    fitPercentage: fits.length === 0 ? null : Math.round((insideCount / fits.length) * 100),
  };
}

function positionOf(score: number, min: number, max: number): FitPosition {
  if (score < min) return 'below';
  if (score > max) return 'above';
  return 'inside';
}
