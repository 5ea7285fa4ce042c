import {
  normsOfVersion,
  uncheckedValidity,
  type ProtocolValidity,
  type ScaleScores,
} from '@facet/assessment-domain';
import { rangesFromProfileFields, type ProfileRangeFields } from '@facet/reports-domain';
import { guideScalesOf } from './interview-guide';
import type { InterviewGuideAnswer } from './interview-guide-schemas';

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
