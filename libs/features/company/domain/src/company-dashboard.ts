import { z } from 'zod';

const count = z.number().int().nonnegative();

/** How many of the newest results the dashboard lists. */
export const dashboardRecentResultsLimit = 5;

/** One finished assessment of the company, newest first on the dashboard. */
export const dashboardResultSchema = z.object({
  result_id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  date: z.string(),
});
export type DashboardResult = z.infer<typeof dashboardResultSchema>;

/** How many calendar months, the current one included, the finished-assessments trend covers. */
export const dashboardTrendMonths = 6;

/** Assessments finished by current members in one calendar month ('YYYY-MM', server time). */
export const dashboardMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  finished: count,
});
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

/**
 * GET /api/company/dashboard: the figures a manager or company admin opens /home to see, all of
 * the caller's own company. The server parses its answer with this schema before sending it.
 */
export const companyDashboardSchema = z.object({
  companyName: z.string(),
  /** `licenceCounts` of the company (docs/decisions.md D61). */
  licences: z.object({
    purchased: count,
    available: count,
    assigned: count,
    heldByInvitations: count,
    used: count,
  }),
  /** Members with no licence who have not finished an assessment: they cannot start one. */
  waitingForLicence: count,
  pendingInvitations: count,
  assessmentsInProgress: count,
  finishedThisMonth: count,
  recentResults: z.array(dashboardResultSchema).max(dashboardRecentResultsLimit),
  /** Oldest month first, every month present (zero when nobody finished). */
  finishedByMonth: z.array(dashboardMonthSchema).length(dashboardTrendMonths),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;
