import { openAttempts, openAttemptsProgress } from '@facet/assessment-api';
import {
  recordResultView,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { pipelineInvitationsOf, remindersSentTo, companyMembers } from '@facet/company-api';
import type {
  PipelineAnswer,
  PipelineKind,
  PipelinePerson,
  PipelineQuery,
  PipelineStatus,
} from '@facet/company-domain';
import { anyColumnContains } from '@facet/platform-db';
import { paginate, problem, type PageQuery } from '@facet/platform-http';
import { resultReadActions, type CompanyRole } from '@facet/platform-kernel';
import type { ValidityStatus } from '@facet/assessment-domain';
import { profilesProblems } from '@facet/profiles-domain';
import { rangesFromProfileFields } from '@facet/reports-domain';
import type { Knex } from 'knex';
import { latestResultsOf, resultFitOf, storedScoresOf } from './profile-ranking';
import { findVisibleProfile } from './profiles';
import { resultFitCacheOf } from './result-fit-cache';
import type { ProfilesPorts } from '../profiles-ports';

interface PipelineRow {
  kind: PipelineKind;
  user_id: number | null;
  invitation_id: number | null;
  name: string | null;
  email: string;
  role: CompanyRole;
  status: PipelineStatus;
  session_id: number | null;
  result_id: number | null;
  validity: ValidityStatus | null;
  finished_at: Date | null;
  since: Date;
  reminders: number | string;
  last_reminded_at: Date | null;
}

/**
 * A member's place in the pipeline: a result makes them finished (flagged when its protocol is
 * questionable or invalid, as the ranking reads it), else an open attempt for the company makes
 * them started, else they are registered.
 */
const memberStatus = `case
  when r.id is not null and r.validity in ('questionable', 'invalid') then 'flagged'
  when r.id is not null then 'finished'
  when s.id is not null then 'started'
  else 'registered' end`;

/** The company's members with their latest result and open attempt, in the pipeline's columns. */
function pipelineMembersOf(transaction: Knex.Transaction, companyId: number) {
  const openAttempt = openAttempts(transaction)
    .where('company_id', companyId)
    .distinctOn('user_id')
    .orderBy([{ column: 'user_id' }, { column: 'id', order: 'desc' }])
    .select('id', 'user_id')
    .as('s');
  return transaction
    .from(companyMembers(transaction, companyId).as('m'))
    .leftJoin(latestResultsOf(transaction, companyId), 'r.user_id', 'm.user_id')
    .leftJoin(openAttempt, 's.user_id', 'm.user_id')
    .joinRaw(remindersSentTo('assessment'))
    .select(
      transaction.raw(`'member' as kind`),
      'm.user_id',
      transaction.raw('null::bigint as invitation_id'),
      'm.name',
      'm.email',
      'm.role',
      transaction.raw(`${memberStatus} as status`),
      's.id as session_id',
      'r.id as result_id',
      'r.validity',
      'r.created_at as finished_at',
      'm.joined_at as since',
      transaction.raw('coalesce(sent.count, 0) as reminders'),
      'sent.last_sent_at as last_reminded_at',
      'm.search_key',
    );
}

/** The invitation side has no validity; the union needs the column in the same place. */
function pipelineInvitationRows(transaction: Knex.Transaction, companyId: number) {
  return transaction
    .from(pipelineInvitationsOf(transaction, companyId).as('i'))
    .select(
      'kind',
      'user_id',
      'invitation_id',
      'name',
      'email',
      'role',
      'status',
      'session_id',
      'result_id',
      transaction.raw('null::text as validity'),
      'finished_at',
      'since',
      'reminders',
      'last_reminded_at',
      'search_key',
    );
}

function toPipelinePerson(row: PipelineRow, progress: Map<number, number>): PipelinePerson {
  const sessionId = row.session_id === null ? null : Number(row.session_id);
  return {
    kind: row.kind,
    user_id: row.user_id === null ? null : Number(row.user_id),
    invitation_id: row.invitation_id === null ? null : Number(row.invitation_id),
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    progress:
      row.status === 'started' && sessionId !== null ? (progress.get(sessionId) ?? 0) : null,
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    result_id: row.result_id === null ? null : Number(row.result_id),
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: new Date(row.since).toISOString(),
    reminders: Number(row.reminders),
    last_reminded_at: row.last_reminded_at ? new Date(row.last_reminded_at).toISOString() : null,
  };
}

/**
 * GET /companies/people (issue 41, D62): the company's members and unaccepted invitations as one
 * list, filtered, searched and paged in the database, each with where they stand; the fits with a
 * chosen profile are those of the ranking (`resultFitOf`, its cache: the same continuous
 * `fitScore`, decision D70), and as in a ranking each person with a result on the page is then an
 * audited read. 404 for another company's profile or group.
 */
export async function listPipeline(
  ports: Pick<ProfilesPorts, 'companyHasGroup' | 'groupMemberIds'>,
  database: Knex,
  principal: CompanyPrincipal,
  query: PipelineQuery & PageQuery,
): Promise<PipelineAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const profile =
      query.profile_id === undefined
        ? null
        : await findVisibleProfile(transaction, actor.companyId, query.profile_id);
    const people = transaction.from(
      pipelineMembersOf(transaction, actor.companyId)
        .unionAll(pipelineInvitationRows(transaction, actor.companyId), true)
        .as('people'),
    );
    if (query.status !== undefined) people.where('people.status', query.status);
    if (query.kind !== undefined) people.where('people.kind', query.kind);
    if (query.member_role !== undefined) people.where('people.role', query.member_role);
    if (query.search !== undefined) {
      people.where(
        anyColumnContains({ table: 'people', columns: ['name', 'email'] }, query.search),
      );
    }
    if (query.group_id !== undefined) {
      if (!(await ports.companyHasGroup(transaction, actor.companyId, query.group_id))) {
        throw problem(profilesProblems.groupNotFound);
      }
      people.whereIn('people.user_id', ports.groupMemberIds(transaction, query.group_id));
    }
    people
      .select('people.*')
      .orderByRaw(
        `lower(coalesce(people.name, people.email)), people.kind, coalesce(people.user_id, people.invitation_id)`,
      );
    const page = await paginate<PipelineRow>(people, query);
    const openSessions = page.rows.flatMap((row) =>
      row.status === 'started' && row.session_id !== null ? [Number(row.session_id)] : [],
    );
    const progress = await openAttemptsProgress(transaction, openSessions);
    const rows = page.rows.map((row) => toPipelinePerson(row, progress));
    if (profile) {
      const ranges = rangesFromProfileFields(profile);
      const fits = resultFitCacheOf(database).fitsAgainst(ranges);
      // An invalid protocol describes nobody: as in the ranking, it is compared with no profile.
      const compared = page.rows.flatMap((row) =>
        row.result_id !== null && row.validity !== 'invalid' ? [Number(row.result_id)] : [],
      );
      const validityOf = new Map(
        page.rows.flatMap((row) =>
          row.result_id !== null ? [[Number(row.result_id), row.validity] as const] : [],
        ),
      );
      const missing = compared.filter((resultId) => !fits.has(resultId));
      if (missing.length > 0) {
        for (const [resultId, stored] of await storedScoresOf(transaction, missing)) {
          fits.set(resultId, resultFitOf(stored, ranges, validityOf.get(resultId) ?? 'valid'));
        }
      }
      for (const person of rows) {
        const fit =
          person.result_id !== null && compared.includes(person.result_id)
            ? fits.get(person.result_id)
            : undefined;
        if (fit) {
          person.fitPercentage = fit.fitPercentage;
          person.fitScore = fit.fitScore?.score ?? null;
          person.fitDistance = fit.fitScore?.outsideDistance ?? null;
        }
      }
      await recordResultView(transaction, actor, {
        action: resultReadActions.ranking,
        target: profile.name,
        people: rows.flatMap((person) =>
          person.result_id !== null && person.user_id !== null ? [person.user_id] : [],
        ),
        details: { profile_id: profile.profile_id },
      });
    }
    return {
      people: rows,
      page: page.page,
      totalPages: page.totalPages,
      total: page.total,
      profile: profile && { profile_id: profile.profile_id, name: profile.name },
    };
  });
}
