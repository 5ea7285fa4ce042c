import {
  describeScores,
  normsOfVersion,
  scales,
  type ValidityStatus,
} from '@facet/assessment-domain';
import {
  recordResultView,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { companyNameOf, companyMembers } from '@facet/company-api';
import {
  resultReadActions,
  type ActingRole,
  type ApplicationSource,
  type CompanyRole,
  type Language,
  type TableFormat,
} from '@facet/platform-kernel';
import type { TableCell, TableToWrite } from '@facet/platform-spreadsheets';
import type { ProfileRecord, RankingFilters } from '@facet/profiles-domain';
import { fitPositions, levelName, rangesFromProfileFields, scaleName } from '@facet/reports-domain';
import type { Knex } from 'knex';
import { exportLabels, type ExportLabels } from './export-labels';
import {
  latestResultsOf,
  rankMembersOf,
  type RankingPorts,
  resultFitOf,
  storedScoresOf,
  type StoredScores,
} from './profile-ranking';
import { findVisibleProfile } from './profiles';
import { resultFitCacheOf, type ResultFit, type ResultFitCache } from './result-fit-cache';

export type ResultsExportKind = 'ranking' | 'employees' | 'group';

/** What an export is written as. */
export interface ExportFile {
  format: TableFormat;
  lang: Language;
}

/** An export ready to stream: its file name and its table. */
export interface ResultsExport {
  filename: string;
  format: TableFormat;
  table: TableToWrite;
}

/** A member in an export, with their latest result in the company when they have one. */
interface ExportedMember {
  user_id: number;
  name: string;
  email: string;
  /** Null for a position's applicant, who is no member. */
  member_role: CompanyRole | null;
  result_id: number | null;
  date: string | null;
  validity: ValidityStatus | null;
  /** On the profile's shortlist; only a ranking's members say. */
  shortlisted?: boolean;
  /** When and how a position's applicant applied and when they were hired (a position's only). */
  applied_at?: string | null;
  source?: ApplicationSource | null;
  hired_at?: string | null;
}

/** Which columns an export has beyond the person, the result and the scales. */
interface ExportColumns {
  shortlist: boolean;
  /** A position's ranking: the applied date, the source (D92) and the hired date (D94). */
  application: boolean;
}

function headerOf(
  labels: ExportLabels,
  lang: Language,
  profile: ProfileRecord | null,
  columns: ExportColumns,
): string[] {
  const header = [labels.person, labels.email, labels.role, labels.resultDate, labels.validity];
  if (columns.application) header.push(labels.appliedDate, labels.source, labels.hiredDate);
  if (columns.shortlist) header.push(labels.shortlisted);
  for (const scale of scales) {
    header.push(scaleName(scale, lang), labels.levelOf(scaleName(scale, lang)));
  }
  if (profile) {
    header.push(
      labels.fit(profile.name),
      labels.fitScore(profile.name),
      ...fitPositions.map((position) => labels.positions[position]),
    );
  }
  return header;
}

/**
 * A member's row: scores of their latest result and, unless the protocol is invalid (it then
 * describes nobody, as on the result page), its levels and its fit with the profile.
 */
function rowOf(
  member: ExportedMember,
  stored: StoredScores | undefined,
  fit: ResultFit | null,
  labels: ExportLabels,
  lang: Language,
  profile: ProfileRecord | null,
  columns: ExportColumns,
): TableCell[] {
  const row: TableCell[] = [
    member.name,
    member.email,
    member.member_role === null ? null : labels.roles[member.member_role],
    member.date?.slice(0, 10) ?? null,
    member.validity === null ? null : labels.validities[member.validity],
  ];
  if (columns.application) {
    row.push(
      member.applied_at?.slice(0, 10) ?? null,
      member.source ? labels.sources[member.source] : null,
      member.hired_at?.slice(0, 10) ?? null,
    );
  }
  if (columns.shortlist) row.push(labels.yesNo[member.shortlisted ? 'true' : 'false']);
  const described = member.validity !== 'invalid' && stored !== undefined;
  const descriptions = described
    ? describeScores(stored.scores, normsOfVersion(stored.norm_version))
    : null;
  for (const scale of scales) {
    row.push(
      stored?.scores[scale] ?? null,
      descriptions ? levelName(descriptions[scale].level, lang) : null,
    );
  }
  if (profile) {
    row.push(
      fit?.fitPercentage ?? null,
      fit?.fitScore?.score ?? null,
      ...fitPositions.map((position) => fit?.counts[position] ?? null),
    );
  }
  return row;
}

const today = () => new Date().toISOString().slice(0, 10);

interface ExportRequest {
  kind: ResultsExportKind;
  /** Named in the file name after the export's kind: the profile or the group. */
  subject: string | null;
  /** What the audit trail says was exported: the profile ranked, the group, or the company. */
  target: string;
  members: ExportedMember[];
  profile: ProfileRecord | null;
  /** What the audit entry says was exported, beside its kind, format, language and rows. */
  details: object;
  /** A position's ranking: its rows say when and how each applicant applied. */
  withApplications?: boolean;
}

/**
 * Writes the table of an export and its one audit entry (who, when, what, format, rows), listing
 * the people in the file (decision D73), in the transaction that read the rows: a download nobody
 * can account for never leaves, and each person listed sees it on their account.
 */
async function writtenExport(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  request: ExportRequest,
  file: ExportFile,
  cache: ResultFitCache,
): Promise<ResultsExport> {
  const { kind, members, profile } = request;
  const labels = exportLabels(file.lang);
  const columns: ExportColumns = {
    // A position's applicants are never shortlisted (D92): the column would say nothing.
    shortlist: kind === 'ranking' && !request.withApplications,
    application: request.withApplications === true,
  };
  const resultIds = members.flatMap((member) =>
    member.result_id === null ? [] : [member.result_id],
  );
  const stored = await storedScoresOf(transaction, resultIds);
  const ranges = profile ? rangesFromProfileFields(profile) : null;
  const fits = ranges ? cache.fitsAgainst(ranges) : null;
  const fitOf = (member: ExportedMember, scores: StoredScores | undefined): ResultFit | null => {
    const validity = member.validity;
    if (!ranges || !fits || !scores || validity === null || validity === 'invalid') return null;
    const resultId = member.result_id!;
    let fit = fits.get(resultId);
    if (!fit) {
      fit = resultFitOf(scores, ranges, validity);
      fits.set(resultId, fit);
    }
    return fit;
  };
  const rows = members.map((member) => {
    const scores = member.result_id === null ? undefined : stored.get(member.result_id);
    return rowOf(member, scores, fitOf(member, scores), labels, file.lang, profile, columns);
  });
  await recordResultView(transaction, actor, {
    action: resultReadActions.export,
    target: request.target,
    people: members.map((member) => member.user_id),
    details: {
      export: kind,
      format: file.format,
      lang: file.lang,
      rows: rows.length,
      ...request.details,
    },
  });
  const name = [labels.files[kind], request.subject, today()].filter(Boolean).join('-');
  return {
    filename: `${name}.${file.format}`,
    format: file.format,
    table: {
      sheetName: labels.files[kind],
      header: headerOf(labels, file.lang, profile, columns),
      rows,
    },
  };
}

/** Every current member (of one group, when named) and their latest result, by name. */
async function exportedMembers(
  transaction: Knex.Transaction,
  companyId: number,
  only: { groupMembers?: Knex.QueryBuilder; emails?: readonly string[] } = {},
): Promise<ExportedMember[]> {
  const { groupMembers, emails } = only;
  const query = transaction
    .from(companyMembers(transaction, companyId).as('m'))
    .leftJoin(latestResultsOf(transaction, companyId), 'r.user_id', 'm.user_id')
    .orderBy([{ column: 'm.name' }, { column: 'm.user_id' }]);
  if (emails !== undefined) {
    query.whereRaw('lower(m.email) = any(?::text[])', [emails.map((email) => email.toLowerCase())]);
  }
  if (groupMembers !== undefined) query.whereIn('m.user_id', groupMembers);
  const rows = await query.select<ExportedMember[]>(
    'm.user_id',
    'm.name',
    'm.email',
    'm.role as member_role',
    'r.id as result_id',
    'r.date',
    'r.validity',
  );
  return rows.map((row) => ({
    ...row,
    user_id: Number(row.user_id),
    result_id: row.result_id === null ? null : Number(row.result_id),
  }));
}

/** GET /companies/export-ranking: the whole ranking, in its order, with every scale. */
export async function exportRanking(
  ports: RankingPorts,
  database: Knex,
  principal: CompanyPrincipal,
  query: RankingFilters & ExportFile,
): Promise<ResultsExport> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const { format, lang, role: _role, ...filters } = query;
    const cache = resultFitCacheOf(database);
    const { profile, position, ranked } = await rankMembersOf(
      ports,
      transaction,
      actor,
      filters,
      cache,
    );
    return writtenExport(
      transaction,
      actor,
      {
        kind: 'ranking',
        subject: position?.name ?? profile.name,
        target: position?.name ?? profile.name,
        members: ranked,
        profile,
        details: { filters },
        withApplications: position !== null,
      },
      { format, lang },
      cache,
    );
  });
}

/**
 * GET /companies/export-employees: every member of the company with the scores of their latest
 * result, and their fit when a profile is named.
 */
export async function exportEmployees(
  database: Knex,
  principal: CompanyPrincipal,
  query: ExportFile & { profile_id?: number; role?: ActingRole; email?: string[] },
): Promise<ResultsExport> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const profile =
      query.profile_id === undefined
        ? null
        : await findVisibleProfile(transaction, actor.companyId, query.profile_id);
    const members = await exportedMembers(transaction, actor.companyId, { emails: query.email });
    return writtenExport(
      transaction,
      actor,
      {
        kind: 'employees',
        subject: null,
        target: await companyNameOf(transaction, actor.companyId),
        members,
        profile,
        details: { profile_id: query.profile_id ?? null },
      },
      query,
      resultFitCacheOf(database),
    );
  });
}

/**
 * The group an export is of, as its owner (the groups feature) finds it in the company, with the
 * `user_id` of its members as a subquery.
 */
export interface ExportedGroup {
  group_id: number;
  name: string;
  profile_id: number | null;
  memberIds: Knex.QueryBuilder;
}

/**
 * A group's results: its members with their latest result and their fit with the group's profile.
 * The groups feature, which owns groups, finds the group (404 for another company's) with
 * `findGroup` in this transaction.
 */
export async function exportGroupResults(
  database: Knex,
  principal: CompanyPrincipal,
  query: ExportFile,
  findGroup: (transaction: Knex.Transaction, companyId: number) => Promise<ExportedGroup>,
): Promise<ResultsExport> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const group = await findGroup(transaction, actor.companyId);
    const profile =
      group.profile_id === null
        ? null
        : await findVisibleProfile(transaction, actor.companyId, group.profile_id);
    const members = await exportedMembers(transaction, actor.companyId, {
      groupMembers: group.memberIds,
    });
    return writtenExport(
      transaction,
      actor,
      {
        kind: 'group',
        subject: group.name,
        target: group.name,
        members,
        profile,
        details: { group_id: group.group_id, profile_id: group.profile_id },
      },
      query,
      resultFitCacheOf(database),
    );
  });
}
