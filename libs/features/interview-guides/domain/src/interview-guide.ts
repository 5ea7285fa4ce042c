import {
  domains,
  facets,
  normsOfVersion,
  percentileOfRaw,
  uncheckedValidity,
  type NormSet,
  type PenScale,
  type ProtocolValidity,
  type ScaleScores,
  type ValidityStatus,
} from '@facet/assessment-domain';
import {
  profileFit,
  rangesFromProfileFields,
  type ProfileRangeFields,
  type ProfileRanges,
  type ScaleFit,
} from '@facet/reports-domain';
import type { InterviewGuideAnswer } from './interview-guide-schemas';
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

/** The profile a guide is aimed by: its id, name and ranges (profiles' record has them). */
export type GuideProfile = { profile_id: number; name: string } & ProfileRangeFields;

/** A stored result as the guide reads it (assessment's `results` row). */
export interface GuideResult {
  id: number | string;
  number: number;
  created_at: Date | string;
  scores: ScaleScores;
  /** Null for a result finished before answers were checked. */
  validity: ProtocolValidity | null;
  norm_version: string;
}

/**
 * The guide of a person's result against a profile, as the API answers it: the result described
 * with the norms it was scored on; one finished before answers were checked reads as
 * questionable, as everywhere (assessment's `uncheckedValidity`).
 */
export function interviewGuideOf(
  person: { name: string; email: string },
  profile: GuideProfile,
  result: GuideResult,
): InterviewGuideAnswer {
  const validity = result.validity ?? uncheckedValidity;
  const { scales, penNotProbed } = guideScalesOf(
    {
      scores: result.scores,
      norms: normsOfVersion(result.norm_version),
      validity: validity.status,
    },
    rangesFromProfileFields(profile),
  );
  return {
    person: { name: person.name, email: person.email },
    profile: { profile_id: profile.profile_id, name: profile.name },
    result: {
      result_id: Number(result.id),
      number: result.number,
      date: new Date(result.created_at).toISOString(),
    },
    validity,
    scales,
    penNotProbed,
  };
}
