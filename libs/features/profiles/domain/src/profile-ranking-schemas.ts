import { validityStatuses, type Scale, type ValidityStatus } from '@facet/assessment-domain';
import {
  actingRoles,
  type ApplicationSource,
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
 * (both days included) and the protocol validity. A ranking is of a profile (`profile_id`, every
 * member's latest result) or of a position (`position_id`, its profile and its applicants, each
 * with the result they applied with, D92): exactly one of the two.
 */
const rankingFiltersShape = z.object({
  profile_id: urlIdSchema.optional(),
  position_id: urlIdSchema.optional(),
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

/**
 * The filters a position's ranking refuses: its applicants are not members of the company
 * (no company role, no group), and the shortlist is kept for members (D92).
 */
export const memberOnlyRankingFilters = ['member_role', 'group_id', 'shortlisted'] as const;

/** Exactly one of profile and position; a position's ranking takes no member-only filter. */
function rankingSubjectChecked<Shape extends z.ZodRawShape & typeof rankingFiltersShape.shape>(
  schema: z.ZodObject<Shape>,
) {
  return schema.superRefine((query, context) => {
    const { profile_id: profileId, position_id: positionId } = query as {
      profile_id?: number;
      position_id?: number;
    };
    if ((profileId === undefined) === (positionId === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['profile_id'],
        message: 'name either a profile_id or a position_id',
      });
    }
    if (positionId === undefined) return;
    for (const filter of memberOnlyRankingFilters) {
      if ((query as Record<string, unknown>)[filter] !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [filter],
          message: "filters members only; a position's applicants are not members",
        });
      }
    }
  });
}

export const rankingFiltersSchema = rankingSubjectChecked(rankingFiltersShape);
export type RankingFilters = z.output<typeof rankingFiltersSchema>;

/**
 * GET /companies/rank-members?profile_id|position_id&page&pageSize&sort&order&member_role
 * &group_id&from&to&validity
 */
export const profileRankingQuerySchema = rankingSubjectChecked(
  rankingFiltersShape.extend({
    page: urlIdSchema.default(1),
    pageSize: urlIdSchema
      .pipe(
        z
          .number()
          .max(maximumRankingPageSize, { error: `must be ${maximumRankingPageSize} or less` }),
      )
      .default(10),
  }),
);
export type ProfileRankingQuery = z.input<typeof profileRankingQuerySchema>;

/** What an export is written in: the file format and the language of its headers and words. */
export const exportFileSchema = z.object({
  format: z.enum(tableFormats, { error: `must be one of ${tableFormats.join(', ')}` }),
  lang: languageSchema.default('en'),
});

/** GET /companies/export-ranking?format&lang and the ranking's filters and sort. */
export const rankingExportQuerySchema = rankingSubjectChecked(
  rankingFiltersShape.extend(exportFileSchema.shape),
);
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

/**
 * One member of the ranking: their latest result in the company against the profile; in a
 * position's ranking, one applicant with the result they applied with.
 */
export interface RankedMember {
  user_id: number;
  name: string;
  email: string;
  /** Null for a position's applicant: applying makes nobody a member of the company. */
  member_role: CompanyRole | null;
  result_id: number;
  /** When the person applied, ISO 8601; null outside a position's ranking. */
  applied_at: string | null;
  /** How the application came in; null outside a position's ranking. */
  source: ApplicationSource | null;
  /** The application ranked, which the company may mark hired; null outside a position's ranking. */
  application_id: number | null;
  /** When the company hired the applicant, ISO 8601; null until then and outside a position's. */
  hired_at: string | null;
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
  /** The position ranked, when the ranking is of one; its profile is `profile`. */
  position: { position_id: number; name: string } | null;
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
  /** The profile ranked against; a position's ranking names the position instead. */
  profile_id?: number;
  /** The position whose applicants are ranked, against its profile. */
  position_id?: number;
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
