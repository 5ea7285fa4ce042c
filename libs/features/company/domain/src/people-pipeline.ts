import { companyRoles, type CompanyRole } from '@facet/platform-kernel';
import { z } from 'zod';
import { actingRoleQuerySchema } from './company-schemas';

/**
 * Where a person stands in the company's pipeline (issue 41, D62): invited and not yet answered,
 * registered (a member with no attempt), started (an attempt open), finished (a result), flagged (a
 * result whose protocol is questionable or invalid), and the invitations that closed unanswered.
 * Accepted invitations are not listed: the person is a member and listed as one.
 */
export const pipelineStatuses = [
  'invited',
  'registered',
  'started',
  'finished',
  'flagged',
  'declined',
  'expired',
  'cancelled',
] as const;
export type PipelineStatus = (typeof pipelineStatuses)[number];

/** A member of the company, or an invitation nobody has accepted. */
export const pipelineKinds = ['member', 'invitation'] as const;
export type PipelineKind = (typeof pipelineKinds)[number];

const positiveId = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be positive' });

/**
 * GET /companies/people: the filters of the pipeline. `role` stays the acting role of every
 * company call (spec/api.md §6), so the people's own role is `member_role`, as in the ranking.
 */
export const pipelineQuerySchema = actingRoleQuerySchema.extend({
  search: z
    .string()
    .trim()
    .max(100, { error: 'must be at most 100 characters' })
    .optional()
    .transform((term) => (term ? term : undefined)),
  status: z
    .enum(pipelineStatuses, { error: `must be one of ${pipelineStatuses.join(', ')}` })
    .optional(),
  kind: z.enum(pipelineKinds, { error: 'must be member or invitation' }).optional(),
  member_role: z
    .enum(companyRoles, { error: 'must be one of admin, manager, employee, candidate' })
    .optional(),
  group_id: positiveId.optional(),
  /** The profile each finished person's fit is computed against. */
  profile_id: positiveId.optional(),
});
export type PipelineQuery = z.output<typeof pipelineQuerySchema>;

/** The filters a screen sends; the server's defaults fill what it leaves out. */
export interface PipelineRequest {
  page: number;
  pageSize?: number;
  search?: string;
  status?: PipelineStatus;
  kind?: PipelineKind;
  member_role?: CompanyRole;
  group_id?: number;
  profile_id?: number;
}

/** One row of the pipeline: a member (user_id set) or an invitation (invitation_id set). */
export interface PipelinePerson {
  kind: PipelineKind;
  user_id: number | null;
  invitation_id: number | null;
  /** The member's name; null for an invitation, which names only an address. */
  name: string | null;
  email: string;
  role: CompanyRole;
  status: PipelineStatus;
  /** Statements answered in the open attempt, in percent; null unless started. */
  progress: number | null;
  /** When the latest result was finished, ISO 8601; null without one. */
  finished_at: string | null;
  result_id: number | null;
  /**
   * Share of the profile's scales the latest result falls inside, in percent (borderline counting
   * half), kept for callers that read it; the screens show `fitScore`. Null without a profile, a
   * result, a scale to compare, or for an invalid protocol.
   */
  fitPercentage: number | null;
  /**
   * The latest result's continuous fit score with the asked profile (profiles-domain
   * `fitScoreOf`, 0–100), the one fit a manager sees everywhere (decisions D63, D70); null when
   * `fitPercentage` is.
   */
  fitScore: number | null;
  /** Mean T points outside the profile's ranges (0 inside every range); null when `fitScore` is. */
  fitDistance: number | null;
  /** When the person joined, or was invited, ISO 8601. */
  since: string;
  /** Reminders sent to the invitation or about the unfinished assessment, and the last one's date. */
  reminders: number;
  last_reminded_at: string | null;
}

export interface PipelineAnswer {
  people: PipelinePerson[];
  page: number;
  totalPages: number;
  total: number;
  /** The profile the fits are computed against, when one was asked. */
  profile: { profile_id: number; name: string } | null;
}

/**
 * Whether a reminder can go to this row: an open invitation, or a member's open attempt (the
 * reminders a manager sends, `sendReminderSchema`, are about one of the two).
 */
export function pipelineMayRemind(person: Pick<PipelinePerson, 'status'>): boolean {
  return person.status === 'invited' || person.status === 'started';
}

/** The pipeline's query string, without the fields left unset. */
export function pipelineSearchParams(request: PipelineRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
