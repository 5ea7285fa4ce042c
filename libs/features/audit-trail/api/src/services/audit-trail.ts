import type {
  AuditActorKindName,
  AuditIdentity,
  AuditListedPerson,
  AuditTrailAnswer,
  AuditTrailEntry,
  AuditTrailFilters,
} from '@facet/audit-trail-domain';
import { whereAbout } from '@facet/platform-db';
import { paginate, type PageQuery } from '@facet/platform-http';
import type { Knex } from 'knex';

/** Which entries a reader may see: one company's, or (platform admins) all or one company's. */
export interface TrailScope {
  companyId?: number;
}

interface EntryRow {
  id: number;
  created_at: Date;
  actor_kind: AuditActorKindName;
  actor_id: number | null;
  action: string;
  target: string | null;
  subject_user_id: number | null;
  details: Record<string, unknown>;
  company_id: number | null;
  actor_user_name: string | null;
  actor_user_email: string | null;
  actor_admin_name: string | null;
  actor_admin_email: string | null;
  person_name: string | null;
  person_email: string | null;
  company_name: string | null;
}

const accountIdByEmail = (transaction: Knex.Transaction, table: string, email: string) =>
  transaction(table).whereRaw('lower(email) = ?', [email.toLowerCase()]).select('id');

/** Entries by the actor: a user's account id, or the user or platform admin with that address. */
function whereActor(query: Knex.QueryBuilder, transaction: Knex.Transaction, actor: AuditIdentity) {
  if ('id' in actor) {
    query.where({ 'a.actor_kind': 'user', 'a.actor_id': actor.id });
    return;
  }
  query.where((either) =>
    either
      .where((user) =>
        user
          .where('a.actor_kind', 'user')
          .whereIn('a.actor_id', accountIdByEmail(transaction, 'users', actor.email)),
      )
      .orWhere((admin) =>
        admin
          .where('a.actor_kind', 'admin')
          .whereIn('a.actor_id', accountIdByEmail(transaction, 'platform_admins', actor.email)),
      ),
  );
}

/** The filtered entries with the names they show, newest first. */
function trailQuery(
  transaction: Knex.Transaction,
  scope: TrailScope,
  filters: AuditTrailFilters,
): Knex.QueryBuilder {
  const query = transaction('audit_log as a')
    .leftJoin('users as au', function actorUser() {
      this.on('au.id', '=', 'a.actor_id').andOn(
        'a.actor_kind',
        '=',
        transaction.raw('?', ['user']),
      );
    })
    .leftJoin('platform_admins as pa', function actorAdmin() {
      this.on('pa.id', '=', 'a.actor_id').andOn(
        'a.actor_kind',
        '=',
        transaction.raw('?', ['admin']),
      );
    })
    .leftJoin('users as s', 's.id', 'a.subject_user_id')
    .leftJoin('companies as c', 'c.id', 'a.company_id')
    .select(
      'a.id',
      'a.created_at',
      'a.actor_kind',
      'a.actor_id',
      'a.action',
      'a.target',
      'a.subject_user_id',
      'a.details',
      'a.company_id',
      'au.name as actor_user_name',
      'au.email as actor_user_email',
      'pa.name as actor_admin_name',
      'pa.email as actor_admin_email',
      's.name as person_name',
      's.email as person_email',
      'c.name as company_name',
    )
    .orderBy([
      { column: 'a.created_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ]);
  if (scope.companyId !== undefined) query.where('a.company_id', scope.companyId);
  if (filters.action) query.where('a.action', filters.action);
  if (filters.actor) whereActor(query, transaction, filters.actor);
  if (filters.person) {
    const person = filters.person;
    const ids = 'id' in person ? person.id : accountIdByEmail(transaction, 'users', person.email);
    whereAbout(query, transaction, ids, 'a');
  }
  if (filters.from) query.where('a.created_at', '>=', `${filters.from}T00:00:00Z`);
  if (filters.to) {
    query.whereRaw(`a.created_at < (?::date + 1)::timestamptz`, [filters.to]);
  }
  return query;
}

/** The people each entry lists (a ranking page's), by entry id, in the order of their names. */
async function peopleListedIn(
  transaction: Knex.Transaction,
  entryIds: readonly number[],
): Promise<Map<number, AuditListedPerson[]>> {
  const listed = new Map<number, AuditListedPerson[]>();
  if (entryIds.length === 0) return listed;
  const rows = await transaction('audit_log_people as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .whereIn('l.audit_log_id', entryIds)
    .orderBy([{ column: 'u.name' }, { column: 'l.user_id' }])
    .select<
      {
        audit_log_id: number;
        user_id: number;
        name: string | null;
        email: string | null;
      }[]
    >('l.audit_log_id', 'l.user_id', 'u.name', 'u.email');
  for (const row of rows) {
    const entryId = Number(row.audit_log_id);
    const people = listed.get(entryId) ?? [];
    people.push({ id: Number(row.user_id), name: row.name, email: row.email });
    listed.set(entryId, people);
  }
  return listed;
}

function entryOf(row: EntryRow, people: Map<number, AuditListedPerson[]>): AuditTrailEntry {
  const subjectId = row.subject_user_id === null ? null : Number(row.subject_user_id);
  return {
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    actor: {
      kind: row.actor_kind,
      id: row.actor_id === null ? null : Number(row.actor_id),
      name: row.actor_user_name ?? row.actor_admin_name,
      email: row.actor_user_email ?? row.actor_admin_email,
    },
    action: row.action,
    target: row.target,
    // An erased person has no account left: the entry's target holds their pseudonym.
    person:
      subjectId === null
        ? null
        : {
            id: subjectId,
            name: row.person_name ?? row.target ?? `#${subjectId}`,
            email: row.person_email,
          },
    company:
      row.company_id === null || row.company_name === null
        ? null
        : { id: Number(row.company_id), name: row.company_name },
    people: people.get(Number(row.id)) ?? [],
    details: row.details,
  };
}

/** One page of the trail. */
export async function auditTrailPage(
  transaction: Knex.Transaction,
  scope: TrailScope,
  filters: AuditTrailFilters & PageQuery,
): Promise<AuditTrailAnswer> {
  const page = await paginate<EntryRow>(trailQuery(transaction, scope, filters), filters);
  const people = await peopleListedIn(
    transaction,
    page.rows.map((row) => Number(row.id)),
  );
  return {
    entries: page.rows.map((row) => entryOf(row, people)),
    total: page.total,
    page: page.page,
    page_size: filters.pageSize,
  };
}

/** The most entries one download holds; a wider trail is narrowed by its filters first. */
export const auditExportMaximumRows = 50_000;

/** Every entry the filters keep, newest first, for a download. */
export async function auditTrailEntries(
  transaction: Knex.Transaction,
  scope: TrailScope,
  filters: AuditTrailFilters,
): Promise<AuditTrailEntry[]> {
  const rows = (await trailQuery(transaction, scope, filters).limit(
    auditExportMaximumRows,
  )) as EntryRow[];
  const people = await peopleListedIn(
    transaction,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => entryOf(row, people));
}
