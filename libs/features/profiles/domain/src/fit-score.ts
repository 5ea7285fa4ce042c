import {
  scales,
  tScore,
  type NormSet,
  type ScaleScores,
  type ValidityStatus,
} from '@facet/assessment-domain';
import { leftOutOfFit, type ProfileRanges } from '@facet/reports-domain';

/**
 * A continuous fit of a result with a profile (decision D63), for ordering people: the
 * fit percentage counts positions (inside, borderline, outside), so everyone inside every range
 * ties at 100 %. On the same counted scales as the fit (D49, a domain and its own facets counted
 * once):
 * - `outsideDistance`: how far the scores lie outside the ranges, in T points, averaged over the
 *   counted scales (0 inside a range). Averaged, not summed, so a profile that sets 30 facets
 *   and one that sets 5 domains give comparable figures.
 * - `centreOffset`: how far from each range's centre the scores lie, as a share of the range's
 *   half width (0 at the centre, 1 at an end or outside), averaged; it breaks the ties among
 *   people inside every range.
 * - `score`: both on 0..100, one decimal. Inside every range: 100 at the centres down to 90 at
 *   the ends. Outside: 90 × 10 / (10 + outsideDistance), so a tenth of a T point outside is just
 *   under 90, one SD (10 T) outside on average halves it, and it never reaches 0 (no ties at the
 *   bottom). Any distance outside ranks below every result inside all ranges.
 */
export interface FitScore {
  score: number;
  outsideDistance: number;
  centreOffset: number;
}

const insideFloor = 90;
const halvingDistance = 10;

const toTenth = (value: number) => Math.round(value * 10) / 10;

/** What a result's fit score is computed from; an invalid protocol describes nobody. */
export interface ScoredResult {
  scores: ScaleScores;
  norms: NormSet;
  validity: ValidityStatus;
}

/**
 * The continuous fit of a result with the profile's ranges (see FitScore). Null when the
 * protocol is invalid (it is not compared with any profile) or the profile sets no counted scale.
 */
export function fitScoreOf(result: ScoredResult, ranges: ProfileRanges): FitScore | null {
  if (result.validity === 'invalid') return null;
  const leftOut = new Set(leftOutOfFit(ranges).map(({ scale }) => scale));
  let outside = 0;
  let offCentre = 0;
  let counted = 0;
  for (const scale of scales) {
    const range = ranges[scale];
    if (!range || leftOut.has(scale)) continue;
    const norm = result.norms.scales[scale];
    const t = tScore(result.scores[scale], norm);
    const low = tScore(range.min, norm);
    const high = tScore(range.max, norm);
    const distance = Math.max(0, low - t, t - high);
    const halfWidth = (high - low) / 2;
    counted += 1;
    outside += distance;
    if (distance > 0) offCentre += 1;
    else if (halfWidth > 0) offCentre += Math.min(1, Math.abs(t - (low + halfWidth)) / halfWidth);
  }
  if (counted === 0) return null;
  const outsideDistance = outside / counted;
  const centreOffset = offCentre / counted;
  const score =
    outsideDistance === 0
      ? 100 - (100 - insideFloor) * centreOffset
      : (insideFloor * halvingDistance) / (halvingDistance + outsideDistance);
  return {
    score: toTenth(score),
    outsideDistance: toTenth(outsideDistance),
    centreOffset: Math.round(centreOffset * 1000) / 1000,
  };
}
