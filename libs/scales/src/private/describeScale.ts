import {
  currentNorms,
  levelOfT,
  percentileOfT,
  scaleMaximum,
  tScore,
  type Level,
  type NormSet,
  type Scale,
} from '@facet/assessment-domain';

/** One scale as a widget shows it; `null` fields when the scale has no score. */
export interface ScaleReading {
  scale: Scale;
  maximum: number;
  raw: number | null;
  percentile: number | null;
  level: Level | null;
}

/**
 * The same T-score, percentile and level `describeScores` gives, one scale at a time, so a widget
 * can show a partial set of scores (describeScores needs all 38).
 */
export function readScale(
  scale: Scale,
  raw: number | null | undefined,
  norms: NormSet = currentNorms,
): ScaleReading {
  const maximum = scaleMaximum(scale);
  if (raw === null || raw === undefined) {
    return { scale, maximum, raw: null, percentile: null, level: null };
  }
  const t = tScore(raw, norms.scales[scale]);
  return { scale, maximum, raw, percentile: percentileOfT(t), level: levelOfT(t) };
}
