import {
  domains,
  facets,
  percentileOfRaw,
  type NormSet,
  type PenScale,
  type ScaleScores,
  type ValidityStatus,
} from '@facet/assessment-domain';
import { profileFit, type ProfileRanges, type ScaleFit } from '@facet/reports-domain';
import type { ProbeDirection, ProbedScale } from './question-bank/probe-shape';

/** How far a probed scale stands from the profile's range. */
export const guidePositions = ['outside', 'borderline'] as const;
export type GuidePosition = (typeof guidePositions)[number];

/** One scale the interviewer asks about: where the person stands and in which direction. */
export interface GuideScale {
  scale: ProbedScale;
  /** Which probe of the bank: 'low' below the range, 'high' above it. */
  direction: ProbeDirection;
  /**
   * 'outside': the score misses the range beyond measurement error; 'borderline': outside it, but
   * its 90 % band still reaches the range (reports' `profileFit`).
   */
  position: GuidePosition;
  /** The person's percentile and the profile's range, in percentiles of the result's norms. */
  percentile: number;
  rangeLow: number;
  rangeHigh: number;
}

/** The scales a guide probes, and the PEN scales that it does not although they miss the range. */
export interface GuideScales {
  scales: GuideScale[];
  /** PEN scales the fit counts that stand outside or borderline: the guide says it skips them. */
  penNotProbed: PenScale[];
}

const probedScaleList: readonly string[] = [...domains, ...facets];
const isProbed = (fit: ScaleFit): fit is ScaleFit & { scale: ProbedScale } =>
  probedScaleList.includes(fit.scale);

const outsideBy = ({ percentile, rangeLow, rangeHigh }: GuideScale) =>
  Math.max(rangeLow - percentile, percentile - rangeHigh);

/**
 * The scales an interview guide asks about, from a result and a profile's ranges (D89): every
 * scale the profile's fit counts (so no answer is asked about twice, D49) that stands off the
 * range. Clear misses come first, the furthest outside first, since they are what the interview
 * most needs to test; then the borderline ones, within measurement error of the range, whose
 * direction is the side of the range the score is on. PEN scales are never probed: they re-weigh
 * the domains' answers and have no behaviour of their own to ask about. An invalid result
 * describes nobody, so it aims no question.
 */
export function guideScalesOf(
  result: { scores: ScaleScores; norms: NormSet; validity: ValidityStatus },
  ranges: ProfileRanges,
): GuideScales {
  if (result.validity === 'invalid') return { scales: [], penNotProbed: [] };
  const missed = profileFit(result.scores, ranges, result.norms).scales.filter(
    (fit) => fit.counted && fit.position !== 'inside',
  );
  const scales = missed
    .filter(isProbed)
    .map(({ scale, score, min, max, position }): GuideScale => {
      const norm = result.norms.scales[scale];
      return {
        scale,
        direction: score < min ? 'low' : 'high',
        position: position === 'borderline' ? 'borderline' : 'outside',
        percentile: percentileOfRaw(score, norm),
        rangeLow: percentileOfRaw(min, norm),
        rangeHigh: percentileOfRaw(max, norm),
      };
    })
    .sort(
      (a, b) =>
        Number(a.position === 'borderline') - Number(b.position === 'borderline') ||
        outsideBy(b) - outsideBy(a),
    );
  const penNotProbed = missed.filter((fit) => !isProbed(fit)).map((fit) => fit.scale as PenScale);
  return { scales, penNotProbed };
}
