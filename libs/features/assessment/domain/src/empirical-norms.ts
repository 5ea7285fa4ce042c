import type { NormSet, ScaleNorm } from './norm-set';
import { scaleMaximum, scales, type Scale, type ScaleScores } from './scales';

/**
 * Below this many valid results of one language the norms of that language are not built: the
 * percentiles of 30 facets would rest on too few people (review §4.2 asks for 300-500 a language).
 */
export const minimumEmpiricalNormSample = 300;

/** Mean, SD and the percentile rank of every whole raw score 0..maximum of one scale's scores. */
function empiricalScaleNorm(scale: Scale, values: readonly number[]): ScaleNorm {
  const count = values.length;
  const mean = values.reduce((sum, value) => sum + value, 0) / count;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (count - 1);
  const percentileRanks = Array.from({ length: scaleMaximum(scale) + 1 }, (_, raw) => {
    const below = values.filter((value) => value < raw).length;
    const same = values.filter((value) => value === raw).length;
    // Mid-rank: those below plus half of those with the same score.
    return Math.round(((below + same / 2) / count) * 100 * 100) / 100;
  });
  return {
    mean: Math.round(mean * 100) / 100,
    sd: Math.round(Math.sqrt(variance) * 100) / 100,
    percentileRanks,
  };
}

/**
 * A norm set from the product's own results (one per person, valid protocols only, one language):
 * empirical percentiles, not provisional. Refuses a sample below the minimum.
 */
export function empiricalNormSet(
  results: readonly ScaleScores[],
  identity: { version: string; source: string },
): NormSet {
  if (results.length < minimumEmpiricalNormSample) {
    throw new Error(
      `${results.length} results are fewer than the ${minimumEmpiricalNormSample} empirical norms need`,
    );
  }
  const norms = Object.fromEntries(
    scales.map((scale) => [
      scale,
      empiricalScaleNorm(
        scale,
        results.map((scores) => scores[scale]),
      ),
    ]),
  );
  // Object.fromEntries loses the key type; every scale is set above.
  return { ...identity, provisional: false, scales: norms as NormSet['scales'] };
}
