import type { LicenceState } from '@facet/platform-kernel';
import type { FitCounts, LeftOutOfFit, ProfileRanges } from '@facet/reports-domain';

/** A group in the list of the company's groups. */
export interface GroupSummary {
  group_id: number;
  name: string;
  profile_id: number | null;
  profile_name: string | null;
  /** How many people are in the group. */
  members: number;
}

/** One row of a group's members table (spec/product.md §3: number, name, email, licence). */
export interface GroupMember {
  number: number;
  name: string;
  email: string;
  licence: LicenceState;
  /** They finished an assessment in the company: a licence of no then reads "Used". */
  hasFinished: boolean;
}

export interface GroupListAnswer {
  groups: GroupSummary[];
  page: number;
  totalPages: number;
  total: number;
}

/** What the group licence update would do, so the screen can say it before spending. */
export interface GroupLicenceCounts {
  /** Members a grant gives a licence: neither holding one nor with an assessment in progress. */
  wouldGrant: number;
  /** Of those, members who already finished an assessment: the grant lets them take another. */
  wouldGrantFinished: number;
  /** Members holding an unused licence, which a withdrawal takes back. */
  wouldWithdraw: number;
}

export interface GroupDetailAnswer {
  group: GroupSummary;
  licences: GroupLicenceCounts;
  members: GroupMember[];
  page: number;
  totalPages: number;
  total: number;
}

export interface GroupAnswer {
  group: GroupSummary;
}

export interface GroupMemberAnswer {
  group_id: number;
  email: string;
}

/** Why one asked e-mail could not join the group. */
export const groupMemberRejections = ['notEmployee', 'alreadyMember'] as const;
export type GroupMemberRejection = (typeof groupMemberRejections)[number];

/**
 * PATCH /groups/add-members: all or nothing. With any `rejected` row nobody was added; otherwise
 * `added` lists who joined (people a role brought in who were members already are left out).
 */
export interface AddGroupMembersAnswer {
  group_id: number;
  added: { name: string; email: string }[];
  rejected: { email: string; reason: GroupMemberRejection }[];
}

export interface ToggleGroupDiagnosisAnswer {
  /** Members whose licence changed. */
  updated: number;
  /** Every member of the group. */
  total: number;
}

/** One member against the group's profile, from their latest result (null when none yet). */
export interface GroupMemberFit {
  name: string;
  email: string;
  result_id: number | null;
  /**
   * Share of the profile's scales inside, in percent; null without a result, without a profile,
   * or with a profile that sets no range. The screens show `fitScore`.
   */
  fitPercentage: number | null;
  /**
   * The continuous fit score (profiles-domain `fitScoreOf`, 0–100), the one fit a manager sees
   * everywhere (decision D70); null when `fitPercentage` is, and for an invalid protocol.
   */
  fitScore: number | null;
  /** Mean T points outside the profile's ranges (0 inside every range); null with no `fitScore`. */
  fitDistance: number | null;
  /** Null without a result or without a profile. */
  counts: FitCounts | null;
}

export interface GroupFitAnswer {
  group: GroupSummary;
  /** The ranges of the group's profile; null when the group has no profile. */
  ranges: ProfileRanges | null;
  /**
   * The profile's scales every fit leaves out, and why (leftOutOfFit): they share answers with
   * scales it counts. Empty without a profile.
   */
  leftOutOfFit: LeftOutOfFit[];
  /** Best fit first, then members with no fit, each by name. */
  members: GroupMemberFit[];
  /** Mean score per scale over members with a result, rounded to one decimal; empty with none. */
  averageScores: Record<string, number>;
  withResults: number;
}
