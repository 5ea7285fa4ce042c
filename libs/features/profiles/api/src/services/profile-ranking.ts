import {
  normsOfVersion,
  uncheckedValidity,
  type ScaleScores,
  type ValidityStatus,
} from '@facet/assessment-domain';
import { companyResults, storedResults } from '@facet/assessment-api';
import {
  recordResultView,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { companyMembers } from '@facet/company-api';
import { namedUsers } from '@facet/session-api';
import { problem } from '@facet/platform-http';
import {
  resultReadActions,
  startOfDayAfter,
  type ApplicationSource,
  type CompanyRole,
} from '@facet/platform-kernel';
import {
  fitScoreOf,
  rankingListsValidity,
  profilesProblems,
  type ProfileRankingAnswer,
  type ProfileRecord,
  type RankedMember,
  type RankingFilters,
  type RankingSort,
  type SortOrder,
} from '@facet/profiles-domain';
import {
  fitCountsOf,
  leftOutOfFit,
  profileFit,
  rangesFromProfileFields,
  type ProfileRanges,
} from '@facet/reports-domain';
import type { Knex } from 'knex';
import { findVisibleProfile } from './profiles';
import { shortlistedIds } from './ranking-shortlist';
import { resultFitCacheOf, type ResultFit, type ResultFitCache } from './result-fit-cache';
import type { ProfilesPorts } from '../profiles-ports';

/**
 * A member's latest result in the company, as the ranking and the exports list it; or a
 * position's applicant with the result they applied with (no role, the application's date and
 * source).
 */
export interface MemberResultRow {
  user_id: number;
  name: string;
  email: string;
  member_role: CompanyRole | null;
  result_id: number;
  /** ISO 8601 in UTC, written by the database: parsing 10,000 dates costs more than the query. */
  date: string;
  validity: ValidityStatus;
  /** ISO 8601 in UTC; null outside a position's ranking. */
  applied_at: string | null;
  source: ApplicationSource | null;
  /** The application ranked; null outside a position's ranking. */
  application_id: number | null;
  /** ISO 8601 in UTC once the company hired the applicant; null otherwise. */
  hired_at: string | null;
}

/** What a ranking is of: the profile, and the position whose applicants it ranks, if any. */
export interface RankingSubject {
  profile: ProfileRecord;
  position: { position_id: number; name: string } | null;
}

/** The ports a ranking reads through: the group filter (groups) and a position's applicants. */
export type RankingPorts = Pick<
  ProfilesPorts,
  'companyHasGroup' | 'groupMemberIds' | 'companyPosition' | 'positionApplicants'
>;

/** What a result's fit and levels are computed from. */
export interface StoredScores {
  scores: ScaleScores;
  norm_version: string;
}

/** The default direction of each sort: best fit and newest first, names from A. */
const defaultOrder: Record<RankingSort, SortOrder> = { fit: 'desc', name: 'asc', date: 'desc' };

/** The validity a stored result reads as: one finished before it was computed is unchecked. */
export const validityStatusSql = `coalesce(validity->>'status', '${uncheckedValidity.status}')`;

const isoDateOf = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoDateSql = isoDateOf('created_at');

/**
 * Each person's latest result taken under the company, as the subquery `r` (id, user_id,
 * created_at, date, validity): results from a former employer stay with that employer (as in
 * employee-results.ts). One scan of the company's results, whatever the company's size.
 */
export function latestResultsOf(transaction: Knex.Transaction, companyId: number) {
  return companyResults(transaction, companyId)
    .distinctOn('user_id')
    .select(
      'id',
      'user_id',
      'created_at',
      transaction.raw(`${isoDateSql} as date`),
      transaction.raw(`${validityStatusSql} as validity`),
    )
    .orderBy([{ column: 'user_id' }, { column: 'number', order: 'desc' }])
    .as('r');
}

/** Each current member with a result, and their latest one. */
function latestMemberResults(transaction: Knex.Transaction, companyId: number) {
  return transaction
    .from(companyMembers(transaction, companyId).as('m'))
    .join(latestResultsOf(transaction, companyId), 'r.user_id', 'm.user_id');
}

/**
 * The rows of a ranking's query, members' or applicants', as `MemberResultRow`s: the query
 * selects every column of it (those that do not apply as nulls), so both are read one way.
 */
async function memberResultRows(
  query: Knex.QueryBuilder,
  columns: (string | Knex.Raw)[],
): Promise<MemberResultRow[]> {
  const rows = await query.select<MemberResultRow[]>(columns);
  return rows.map((row) => ({
    ...row,
    user_id: Number(row.user_id),
    result_id: Number(row.result_id),
    application_id: row.application_id === null ? null : Number(row.application_id),
  }));
}

const memberResultColumns = (transaction: Knex.Transaction) => [
  'm.user_id',
  'm.name',
  'm.email',
  'm.role as member_role',
  'r.id as result_id',
  'r.date',
  'r.validity',
  // A member's row says nothing of an application.
  transaction.raw('null::text as applied_at'),
  transaction.raw('null::text as source'),
  transaction.raw('null::bigint as application_id'),
  transaction.raw('null::text as hired_at'),
];

/**
 * The latest results every filter but validity keeps (the caller applies it, to count what it
 * leaves out); a group must be the company's own (404 otherwise).
 */
export async function filteredMemberResults(
  ports: Pick<ProfilesPorts, 'companyHasGroup' | 'groupMemberIds'>,
  transaction: Knex.Transaction,
  companyId: number,
  filters: Omit<
    RankingFilters,
    'profile_id' | 'sort' | 'order' | 'role' | 'validity' | 'shortlisted'
  >,
): Promise<MemberResultRow[]> {
  const query = latestMemberResults(transaction, companyId);
  if (filters.member_role !== undefined) query.andWhere('m.role', filters.member_role);
  if (filters.group_id !== undefined) {
    if (!(await ports.companyHasGroup(transaction, companyId, filters.group_id))) {
      throw problem(profilesProblems.groupNotFound);
    }
    query.whereIn('m.user_id', ports.groupMemberIds(transaction, filters.group_id));
  }
  // Days are read in UTC, as the API writes every date.
  if (filters.from !== undefined) query.andWhere('r.created_at', '>=', `${filters.from}T00:00:00Z`);
  if (filters.to !== undefined) query.andWhere('r.created_at', '<', startOfDayAfter(filters.to));
  return memberResultRows(query, memberResultColumns(transaction));
}

/**
 * A position's applicants with a submitted application, each with the result they applied with
 * (not their latest: a person may have results from other applications), as a position's
 * ranking lists them; the finished dates filter as for members. Applicants are not members: the
 * company reads them by application, and their results carry its id.
 */
export async function positionApplicantResults(
  ports: Pick<ProfilesPorts, 'positionApplicants'>,
  transaction: Knex.Transaction,
  companyId: number,
  positionId: number,
  filters: Pick<RankingFilters, 'from' | 'to'>,
): Promise<MemberResultRow[]> {
  const results = companyResults(transaction, companyId)
    .select(
      'id',
      'created_at',
      transaction.raw(`${isoDateSql} as date`),
      transaction.raw(`${validityStatusSql} as validity`),
    )
    .as('r');
  const query = transaction
    .from(ports.positionApplicants(transaction, companyId, positionId).as('a'))
    .join(results, 'r.id', 'a.result_id')
    .join(namedUsers(transaction).as('u'), 'u.user_id', 'a.user_id');
  if (filters.from !== undefined) query.andWhere('r.created_at', '>=', `${filters.from}T00:00:00Z`);
  if (filters.to !== undefined) query.andWhere('r.created_at', '<', startOfDayAfter(filters.to));
  return memberResultRows(query, [
    'a.user_id',
    'u.name',
    'u.email',
    // Applying makes nobody a member: no role in the company.
    transaction.raw('null::text as member_role'),
    'r.id as result_id',
    'r.date',
    'r.validity',
    transaction.raw(`${isoDateOf('a.applied_at')} as applied_at`),
    'a.source',
    'a.application_id',
    transaction.raw(`${isoDateOf('a.hired_at')} as hired_at`),
  ]);
}

/**
 * The profile a ranking is against: the one named, or the position's (404 for another company's
 * position, as for its profile).
 */
async function rankingSubjectOf(
  ports: Pick<ProfilesPorts, 'companyPosition'>,
  transaction: Knex.Transaction,
  companyId: number,
  filters: Pick<RankingFilters, 'profile_id' | 'position_id'>,
): Promise<RankingSubject> {
  if (filters.position_id === undefined) {
    return {
      profile: await findVisibleProfile(transaction, companyId, filters.profile_id!),
      position: null,
    };
  }
  const position = await ports.companyPosition(transaction, companyId, filters.position_id);
  if (!position) throw problem(profilesProblems.positionNotFound);
  return {
    profile: await findVisibleProfile(transaction, companyId, position.profile_id),
    position: { position_id: position.position_id, name: position.name },
  };
}

/** The scores of these results, read apart from the list so a ranking reads only those it lacks. */
export async function storedScoresOf(
  transaction: Knex.Transaction,
  resultIds: number[],
): Promise<Map<number, StoredScores>> {
  const rows = await storedResults(transaction)
    .whereRaw('id = any(?::bigint[])', [resultIds])
    .select('id', 'scores', 'norm_version');
  return new Map(
    rows.map(({ id, scores, norm_version }) => [Number(id), { scores, norm_version }]),
  );
}

/**
 * A result's fit against the ranges: profileFit's positions (the one rule, borderline counting
 * half) and fitScoreOf's continuous score, on the same counted scales.
 */
export function resultFitOf(
  stored: StoredScores,
  ranges: ProfileRanges,
  validity: ValidityStatus,
): ResultFit {
  const norms = normsOfVersion(stored.norm_version);
  const fit = profileFit(stored.scores, ranges, norms);
  return {
    fitPercentage: fit.fitPercentage,
    counts: fitCountsOf(fit),
    fitScore: fitScoreOf({ scores: stored.scores, norms, validity }, ranges),
  };
}

function rankedMemberOf(
  row: MemberResultRow,
  fit: ResultFit | null,
  shortlisted: boolean,
): RankedMember {
  return {
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    member_role: row.member_role,
    result_id: row.result_id,
    date: row.date,
    applied_at: row.applied_at,
    source: row.source,
    application_id: row.application_id,
    hired_at: row.hired_at,
    fitPercentage: fit?.fitPercentage ?? null,
    fitScore: fit?.fitScore?.score ?? null,
    fitDistance: fit?.fitScore?.outsideDistance ?? null,
    counts: fit?.counts ?? null,
    validity: row.validity,
    shortlisted,
  };
}

const names = new Intl.Collator('en', { sensitivity: 'base' });

function comparatorOf(sort: RankingSort, order: SortOrder) {
  const direction = order === 'asc' ? 1 : -1;
  const byName = (a: RankedMember, b: RankedMember) =>
    names.compare(a.name, b.name) || a.user_id - b.user_id;
  return (a: RankedMember, b: RankedMember): number => {
    if (sort === 'name') return direction * byName(a, b);
    if (sort === 'date') return direction * a.date.localeCompare(b.date) || byName(a, b);
    // No fit (a profile that sets no scale, an invalid protocol) goes last either way.
    if (a.fitScore === null || b.fitScore === null) {
      return (a.fitScore === null ? 1 : 0) - (b.fitScore === null ? 1 : 0) || byName(a, b);
    }
    return direction * (a.fitScore - b.fitScore) || byName(a, b);
  };
}

/**
 * Every member's latest result the filters keep, against the profile, in the asked order, and how
 * many invalid ones the validity filter left out. The fit is computed in memory (no index can
 * order by a fit that depends on the profile), and kept per result and ranges
 * (`ResultFitCache`): a later ranking reads the scores of new results only.
 */
export async function rankMembersOf(
  ports: RankingPorts,
  transaction: Knex.Transaction,
  actor: CompanyActor,
  filters: RankingFilters,
  cache: ResultFitCache,
): Promise<RankingSubject & { ranked: RankedMember[]; invalidExcluded: number }> {
  const { profile, position } = await rankingSubjectOf(
    ports,
    transaction,
    actor.companyId,
    filters,
  );
  const ranges = rangesFromProfileFields(profile);
  // The shortlist is the members' (D92): a position's applicants are never on it.
  const shortlist = new Set(
    position ? [] : await shortlistedIds(transaction, actor.companyId, profile.profile_id),
  );
  const members = position
    ? await positionApplicantResults(
        ports,
        transaction,
        actor.companyId,
        position.position_id,
        filters,
      )
    : await filteredMemberResults(ports, transaction, actor.companyId, filters);
  const unfiltered = filters.shortlisted
    ? members.filter((row) => shortlist.has(row.user_id))
    : members;
  const rows = unfiltered.filter((row) => rankingListsValidity(filters.validity, row.validity));
  const invalidExcluded = unfiltered.filter(
    (row) => row.validity === 'invalid' && !rankingListsValidity(filters.validity, row.validity),
  ).length;
  const fits = cache.fitsAgainst(ranges);
  // An invalid protocol describes nobody: like its report, it is compared with no profile.
  const compared = rows.filter((row) => row.validity !== 'invalid');
  const missing = compared.filter((row) => !fits.has(row.result_id));
  if (missing.length > 0) {
    const validityOf = new Map(missing.map((row) => [row.result_id, row.validity]));
    const stored = await storedScoresOf(transaction, [...validityOf.keys()]);
    for (const [resultId, scores] of stored) {
      fits.set(resultId, resultFitOf(scores, ranges, validityOf.get(resultId)!));
    }
  }
  const ranked = rows.map((row) =>
    rankedMemberOf(
      row,
      row.validity === 'invalid' ? null : fits.get(row.result_id)!,
      shortlist.has(row.user_id),
    ),
  );
  ranked.sort(comparatorOf(filters.sort, filters.order ?? defaultOrder[filters.sort]));
  return { profile, position, ranked, invalidExcluded };
}

/**
 * GET /companies/rank-members: one page of the ranking, audited as one entry listing the people
 * on it.
 */
export async function rankMembers(
  ports: RankingPorts,
  database: Knex,
  principal: CompanyPrincipal,
  query: RankingFilters & { page: number; pageSize: number },
): Promise<ProfileRankingAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const cache = resultFitCacheOf(database);
    const { profile, position, ranked, invalidExcluded } = await rankMembersOf(
      ports,
      transaction,
      actor,
      query,
      cache,
    );
    const total = ranked.length;
    const totalPages = Math.max(1, Math.ceil(total / query.pageSize));
    const start = (query.page - 1) * query.pageSize;
    const members = ranked.slice(start, start + query.pageSize);
    await recordResultView(transaction, actor, {
      action: resultReadActions.ranking,
      target: position?.name ?? profile.name,
      people: members.map((member) => member.user_id),
      details: {
        profile_id: profile.profile_id,
        ...(position && { position_id: position.position_id }),
        page: query.page,
      },
    });
    return {
      profile: { profile_id: profile.profile_id, name: profile.name },
      position,
      leftOutOfFit: leftOutOfFit(rangesFromProfileFields(profile)),
      members,
      page: query.page,
      totalPages,
      total,
      invalidExcluded,
    };
  });
}
