import { actingRoles, urlIdSchema } from '@facet/platform-kernel';
import { z } from 'zod';
import type { CandidateApplication } from './position-records';

/**
 * Candidate data that expires (issue 39 part 3, docs/decisions.md D91): how long a company keeps
 * the candidates it did not hire, the hire that stops the clock, and the applicant's own list
 * from which they withdraw.
 */

/** The periods a company may keep candidates it did not hire, in months. */
export const candidateRetentionMonthsOptions = [6, 12, 24] as const;
export type CandidateRetentionMonths = (typeof candidateRetentionMonthsOptions)[number];

/** The notice of the erasure is mailed this many days before it. */
export const retentionNoticeDays = 7;

/** The end of a candidate's clock started at `startedAt`, kept `months` months. */
export function retentionEndOf(startedAt: Date, months: number): Date {
  const end = new Date(startedAt);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

export const candidateRetentionMonthsSchema = z.union(
  candidateRetentionMonthsOptions.map((months) => z.literal(months)),
  { error: 'must be 6, 12 or 24 months' },
);

/** `?role` of the manager calls, as on the other company calls. */
export const hiringSettingsQuerySchema = z.object({ role: z.enum(actingRoles).optional() });

/**
 * PATCH /api/hiring/settings {candidateRetentionMonths: 6 | 12 | 24} (company administrators);
 * admin: PATCH /api/admin-companies/settings {company_id, …}. Audited as
 * `hiring.settings_changed`. Answers HiringSettingsAnswer.
 *
 * GET /api/hiring/settings?role (managers); admin: GET /api/admin-companies/settings
 * ?company_id. The default until the company saves its own.
 */
export const hiringSettingsSchema = z.object({
  candidateRetentionMonths: candidateRetentionMonthsSchema,
});
export type HiringSettingsPayload = z.input<typeof hiringSettingsSchema>;

export interface HiringSettings {
  candidateRetentionMonths: CandidateRetentionMonths;
}

export interface HiringSettingsAnswer {
  settings: HiringSettings;
}

/**
 * The `{id}` of POST /api/hiring/applications/{id}/hire (managers; admin twin
 * /api/admin-companies/applications/{id}/hire?company_id) and of
 * POST /api/hiring/my-applications/{id}/withdraw (the applicant). Another company's or another
 * person's application is 404 hiring.application_not_found.
 */
export const applicationIdParamsSchema = z.object({ id: urlIdSchema });

/** The hire's query: `?role` for a member, `company_id` for a platform admin's twin. */
export const hireApplicationQuerySchema = hiringSettingsQuerySchema;

/** An application as its applicant sees it in their account, with how long it is kept. */
export interface MyApplication extends CandidateApplication {
  /** When the company marked them hired; their data is then kept as an employee's. */
  hiredAt: string | null;
  /** When the company's copy is erased unless they are hired first; null once hired. */
  keptUntil: string | null;
}

/** GET /api/hiring/my-applications: the signed-in person's applications, newest first. */
export interface MyApplicationsAnswer {
  applications: MyApplication[];
}

/** POST /api/hiring/applications/{id}/hire: the application as it is now. */
export interface HiredApplicationAnswer {
  application: { id: number; hiredAt: string; joinedAsEmployee: boolean };
}
