import {
  calendarDaySchema,
  emailSchema,
  languageSchema,
  resultReadActions,
  type ResultReadKind,
  urlIdSchema,
} from '@facet/platform-kernel';
import { z } from 'zod';

export const auditTrailProblems = {
  identityInvalid: 'must be an e-mail address or an account id',
  actionInvalid: 'must be an action code such as result.read',
  rangeReversed: 'must not be before from',
  formatInvalid: 'must be csv',
} as const;

/**
 * Whom a filter names: an account id, or an e-mail address that the server resolves to the one
 * account with exactly that address. Never a search in the entries' text.
 */
export const auditIdentitySchema = z
  .string()
  .trim()
  .min(1, { error: auditTrailProblems.identityInvalid })
  .max(254, { error: auditTrailProblems.identityInvalid })
  .transform((value, context): AuditIdentity => {
    if (/^\d+$/.test(value)) {
      const id = urlIdSchema.safeParse(value);
      if (id.success) return { id: id.data };
    } else {
      const email = emailSchema.safeParse(value);
      if (email.success) return { email: email.data };
    }
    context.addIssue({ code: 'custom', message: auditTrailProblems.identityInvalid });
    return z.NEVER;
  });
export type AuditIdentity = { id: number } | { email: string };

/** An action code, `feature.what_happened`. */
export const auditActionSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/, { error: auditTrailProblems.actionInvalid })
  .max(80, { error: auditTrailProblems.actionInvalid });

/** The trail's filters: who acted, what they did, whom it was about, and the days (both included). */
export const auditTrailFilterFields = {
  actor: auditIdentitySchema.optional(),
  action: auditActionSchema.optional(),
  person: auditIdentitySchema.optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
};

const rangeInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const rangeProblem = { error: auditTrailProblems.rangeReversed, path: ['to'] };

export const auditTrailFiltersSchema = z
  .object(auditTrailFilterFields)
  .refine(rangeInOrder, rangeProblem);
export type AuditTrailFilters = z.output<typeof auditTrailFiltersSchema>;

/** The platform trail names a company too. */
export const platformAuditTrailFiltersSchema = z
  .object({ ...auditTrailFilterFields, company_id: urlIdSchema.optional() })
  .refine(rangeInOrder, rangeProblem);
export type PlatformAuditTrailFilters = z.output<typeof platformAuditTrailFiltersSchema>;

/** The trail's download: CSV, its header in the reader's language. */
export const auditTrailExportFields = {
  format: z.literal('csv', { error: auditTrailProblems.formatInvalid }),
  lang: languageSchema,
};

export const auditActorKinds = ['user', 'admin', 'system', 'visitor'] as const;
export type AuditActorKindName = (typeof auditActorKinds)[number];

/** One entry as the trail shows it; names are today's, or the pseudonym of an erased person. */
export interface AuditTrailEntry {
  id: number;
  at: string;
  actor: { kind: AuditActorKindName; id: number | null; name: string | null; email: string | null };
  action: string;
  target: string | null;
  person: { id: number; name: string; email: string | null } | null;
  /**
   * The people a view of many people's results listed (a ranking page), by today's names or, for
   * an erased person, their account id alone. Empty for an entry about one person or none.
   */
  people: AuditListedPerson[];
  company: { id: number; name: string } | null;
  details: Record<string, unknown>;
}

/** One person an entry lists; name and e-mail are null once the account is erased. */
export interface AuditListedPerson {
  id: number;
  name: string | null;
  email: string | null;
}

/** GET /api/companies/audit-trail and GET /api/admin/audit-trail. */
export interface AuditTrailAnswer {
  entries: AuditTrailEntry[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * Reads of a person's results by the same reader, of the same kind and in the same company, less
 * than this many minutes after the one before are one view on the person's "Who viewed my
 * results" (decision D63): a page that loads twice, or a manager paging through a ranking
 * or coming back to it a few minutes later, is one look at the person, not several. Ten minutes
 * covers a working session on one screen; a look the next hour is a new view.
 */
export const repeatedViewMinutes = 10;

/** Who read a person's results, as the person sees it. */
export type ResultReaderRole = 'manager' | 'admin' | 'platformAdmin';

/** One read of the signed-in person's results by someone else. */
export interface ResultReadEntry {
  id: number;
  at: string;
  reader: { name: string | null; role: ResultReaderRole };
  company: { id: number; name: string } | null;
  what: ResultReadKind;
}

/** GET /api/user/result-reads. */
export interface ResultReadsAnswer {
  reads: ResultReadEntry[];
  total: number;
  page: number;
  page_size: number;
}

/** The kind of read an action records, for the person's list. */
export function resultReadKindOf(action: string): ResultReadKind | null {
  const found = Object.entries(resultReadActions).find(([, code]) => code === action);
  return found ? (found[0] as ResultReadKind) : null;
}
