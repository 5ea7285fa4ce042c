import { validityStatuses, type Scale, type ValidityStatus } from '@facet/assessment-domain';
import {
  actingRoles,
  calendarDaySchema,
  companyRoles,
  emailSchema,
  languageSchema,
  tableFormats,
  type CompanyRole,
  type Language,
  type TableFormat,
  bodyIdSchema,
  urlIdSchema,
} from '@facet/platform-kernel';
import type { FitCounts, LeftOutOfFit } from '@facet/reports-domain';
import { z } from 'zod';

/** How the ranking may be sorted: by fit (best first by default), by name, by result date. */
export const rankingSorts = ['fit', 'name', 'date'] as const;
export type RankingSort = (typeof rankingSorts)[number];

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * Which protocol statuses a ranking lists: `valid_or_questionable` (the default), one status, or
 * `any`. The default leaves out only invalid results, and the answer counts them
 * (`invalidExcluded`): "questionable" is not trait-neutral (psychometric review F2), so listing
 * valid results alone would silently drop many careful people, more of them the anxious ones.
 */
export const rankingValidities = ['valid_or_questionable', ...validityStatuses, 'any'] as const;
export type RankingValidity = (typeof rankingValidities)[number];
export const defaultRankingValidity: RankingValidity = 'valid_or_questionable';

/** Whether a ranking asked for `validity` lists a result whose protocol is `status`. */
export function rankingListsValidity(validity: RankingValidity, status: ValidityStatus): boolean {
  if (validity === 'any') return true;
  if (validity === 'valid_or_questionable') return status !== 'invalid';
  return validity === status;
}

/** The ranking's page size is capped like every other list of the product. */
const maximumRankingPageSize = 100;

/**
 * Which members' latest results are ranked: `member_role` (a company role; `role` stays the
 * acting role, as on every company route), `group_id`, the finished date range `from`..`to`
 * (both days included) and the protocol validity.
 */
export const rankingFiltersSchema = z.object({
  profile_id: urlIdSchema,
  member_role: z
    .enum(companyRoles, { error: `must be one of ${companyRoles.join(', ')}` })
    .optional(),
  group_id: urlIdSchema.optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  validity: z
    .enum(rankingValidities, { error: `must be one of ${rankingValidities.join(', ')}` })
    .default(defaultRankingValidity),
  sort: z.enum(rankingSorts, { error: `must be one of ${rankingSorts.join(', ')}` }).default('fit'),
  order: z.enum(sortOrders, { error: `must be one of ${sortOrders.join(', ')}` }).optional(),
  shortlisted: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  role: z.enum(actingRoles).optional(),
});
export type RankingFilters = z.output<typeof rankingFiltersSchema>;

/** GET /companies/rank-members?profile_id&page&pageSize&sort&order&member_role&group_id&from&to&validity */
export const profileRankingQuerySchema = rankingFiltersSchema.extend({
  page: urlIdSchema.default(1),
  pageSize: urlIdSchema
    .pipe(
      z
        .number()
        .max(maximumRankingPageSize, { error: `must be ${maximumRankingPageSize} or less` }),
    )
    .default(10),
});
export type ProfileRankingQuery = z.input<typeof profileRankingQuerySchema>;

/** What an export is written in: the file format and the language of its headers and words. */
export const exportFileSchema = z.object({
  format: z.enum(tableFormats, { error: `must be one of ${tableFormats.join(', ')}` }),
  lang: languageSchema.default('en'),
});

/** GET /companies/export-ranking?format&lang and the ranking's filters and sort. */
export const rankingExportQuerySchema = rankingFiltersSchema.extend(exportFileSchema.shape);
export type RankingExportQuery = z.input<typeof rankingExportQuerySchema>;

/** At most this many addresses name the members of an export of a selection (one page's worth). */
export const exportSelectionLimit = 100;

/**
 * GET /companies/export-employees?format&lang[&profile_id][&email…]: every member, fit when a
 * profile is named; only the members named by `email` (repeated) when some are, as the people
 * pipeline exports its selection (issue 41).
 */
export const employeesExportQuerySchema = exportFileSchema.extend({
  profile_id: urlIdSchema.optional(),
  role: z.enum(actingRoles).optional(),
  email: z
    .preprocess(
      (value) => (typeof value === 'string' ? [value] : value),
      z
        .array(emailSchema)
        .min(1)
        .max(exportSelectionLimit, { error: `must name at most ${exportSelectionLimit} people` }),
    )
    .optional(),
});
export type EmployeesExportQuery = z.input<typeof employeesExportQuerySchema>;

/** One member of the ranking: their latest result in the company against the profile. */
export interface RankedMember {
  user_id: number;
  name: string;
  email: string;
  member_role: CompanyRole;
  result_id: number;
  /** When the result was finished, ISO 8601. */
  date: string;
  /**
   * Null when the profile sets no scale (nothing to fit is not a 0% fit) or the protocol is
   * invalid.
   */
  fitPercentage: number | null;
  /**
   * The continuous fit the ranking orders by (fitScoreOf, decision D63): 100 at the
   * ranges' centres, 90 at their ends, lower the further outside. Null when fitPercentage is.
   */
  fitScore: number | null;
  /** How far outside the ranges the scores lie, in T points averaged over the counted scales. */
  fitDistance: number | null;
  /** Null for an invalid protocol: it describes nobody, so it is compared with no profile. */
  counts: FitCounts | null;
  validity: ValidityStatus;
  /** Starred on this profile's shortlist by the company's managers. */
  shortlisted: boolean;
}

export interface ProfileRankingAnswer {
  profile: { profile_id: number; name: string };
  /**
   * The profile's scales every fit leaves out, and why: they share answers with scales it counts
   * (leftOutOfFit), so no trait weighs twice. Empty when every set scale counts.
   */
  leftOutOfFit: LeftOutOfFit[];
  members: RankedMember[];
  page: number;
  totalPages: number;
  total: number;
  /**
   * How many latest results the other filters keep but the validity filter leaves out as
   * invalid (0 when invalid ones are listed), so the screen can say that they were left out.
   */
  invalidExcluded: number;
}

/** What a screen asks of the ranking; the server's defaults fill what it leaves out. */
export interface RankingRequest {
  profile_id: number;
  page?: number;
  pageSize?: number;
  sort?: RankingSort;
  order?: SortOrder;
  member_role?: CompanyRole;
  group_id?: number;
  from?: string;
  to?: string;
  validity?: RankingValidity;
  /** Only the people on the profile's shortlist. */
  shortlisted?: boolean;
}

/** The file a ranking export is asked as. */
export interface ExportChoice {
  format: TableFormat;
  lang: Language;
}

/** The ranking's (or its export's) query string, without the fields left unset. */
export function rankingSearchParams(
  request: RankingRequest | (RankingRequest & ExportChoice),
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  return params.toString();
}

/** GET /companies/ranking-shortlist?profile_id: the people starred against a profile. */
export const shortlistQuerySchema = z.object({
  profile_id: urlIdSchema,
  role: z.enum(actingRoles).optional(),
});
export type ShortlistQuery = z.input<typeof shortlistQuerySchema>;

/** POST and DELETE /companies/ranking-shortlist {profile_id, user_id}: star or unstar a person. */
export const shortlistChangeSchema = z.object({
  profile_id: bodyIdSchema,
  user_id: bodyIdSchema,
});
export type ShortlistChange = z.input<typeof shortlistChangeSchema>;

/** The shortlist of a profile: the starred members' account ids, in the order they were starred. */
export interface ShortlistAnswer {
  profile_id: number;
  user_ids: number[];
}

/** How many people the ranking's comparison sets side by side. */
export const comparedPeople = { fewest: 2, most: 4 } as const;

const comparedIdsProblem = `must be ${comparedPeople.fewest} to ${comparedPeople.most} different account ids, separated by commas`;

/** GET /companies/compare-ranked-members?profile_id&user_ids=1,2[,3,4] */
export const rankingComparisonQuerySchema = z.object({
  profile_id: urlIdSchema,
  user_ids: z
    .string({ error: comparedIdsProblem })
    .transform((value): (string | number)[] => value.split(','))
    .pipe(
      z
        .array(urlIdSchema, { error: comparedIdsProblem })
        .min(comparedPeople.fewest, { error: comparedIdsProblem })
        .max(comparedPeople.most, { error: comparedIdsProblem })
        .refine((ids) => new Set(ids).size === ids.length, { error: comparedIdsProblem }),
    ),
  role: z.enum(actingRoles).optional(),
});
export type RankingComparisonQuery = z.input<typeof rankingComparisonQuerySchema>;

/** A scale of the comparison, with the profile's range on it as percentiles when it sets one. */
export interface ComparedScale {
  scale: Scale;
  range: { low: number; high: number } | null;
}

/** One person of the comparison: their latest result's percentiles, none for an invalid one. */
export interface ComparedPerson {
  user_id: number;
  name: string;
  validity: ValidityStatus;
  fitScore: number | null;
  /** Null for an invalid protocol: it describes nobody, so it is not compared. */
  percentiles: Partial<Record<Scale, number>> | null;
}

/** The side-by-side comparison of 2–4 ranked people against the profile. */
export interface RankingComparisonAnswer {
  profile: { profile_id: number; name: string };
  /** The five domains, then the thirty facets, in catalogue order. */
  scales: ComparedScale[];
  /** In the order asked. */
  people: ComparedPerson[];
}
