import {
  currentNorms,
  describeScore,
  scaleMaximum,
  type ConfidenceBand,
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
  /** The 90 % band: 90 % of the time the true score lies in it. */
  band: ConfidenceBand | null;
}

/**
 * The same percentile, level and band `describeScores` gives, one scale at a time, so a widget can
 * show a partial set of scores (describeScores needs all 38).
 */
export function readScale(
  scale: Scale,
  raw: number | null | undefined,
  norms: NormSet = currentNorms,
): ScaleReading {
  const maximum = scaleMaximum(scale);
  if (raw === null || raw === undefined) {
    return { scale, maximum, raw: null, percentile: null, level: null, band: null };
  }
  const { percentile, level, band } = describeScore(scale, raw, norms.scales[scale]);
  return { scale, maximum, raw, percentile, level, band };
}
