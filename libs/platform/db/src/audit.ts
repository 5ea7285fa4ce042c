import type { Knex } from 'knex';
import { whilePseudonymisingAudit } from './audit-append-only';
import type { PersonalDataSource, PersonSubject } from './personal-data';

export type AuditActorKind = 'user' | 'admin' | 'system' | 'visitor';

export interface AuditEntry {
  actor: { kind: AuditActorKind; id: number | null };
  /** `feature.what_happened`, e.g. `company.role_changed`. */
  action: string;
  companyId?: number | null;
  /** What was acted on, for people reading the trail: an e-mail, `group #3`, a profile's name. */
  target?: string | null;
  /**
   * The person the entry is about. Left out, it is the account whose e-mail is exactly the
   * target, if any; `null` says the entry is about no person. A raw subquery names the person
   * through a row that points at them (a data-rights request's user).
   */
  subjectUserId?: number | null | Knex.Raw;
  /**
   * The people a view of many people's results showed (a ranking), by account id: one entry lists
   * them all (`audit_log_people`), and each of them finds it as about them (`entriesAbout`).
   */
  people?: readonly number[];
  details?: object;
}

/**
 * Writes audit entries in one statement; the table stamps the time. The person each is about,
 * and the people it lists, are stored by id, so the personal-data registry finds, exports and
 * pseudonymises one person's entries by identity.
 */
export async function recordAudits(
  transaction: Knex.Transaction,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => {
    const target = entry.target ?? null;
    const subjectUserId =
      entry.subjectUserId !== undefined
        ? entry.subjectUserId
        : target === null
          ? null
          : transaction.raw('(select id from users where lower(email) = lower(?))', [target]);
    return {
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id,
      action: entry.action,
      company_id: entry.companyId ?? null,
      target,
      subject_user_id: subjectUserId,
      details: JSON.stringify(entry.details ?? {}),
    };
  });
  // Only entries that list people need their ids back. `returning` also asks the table's read
  // policy (row-level security) to show the new row, which a request scoped to a person, not a
  // company, may not see: its own data-rights request is written, never read back.
  if (!entries.some((entry) => entry.people?.length)) {
    await transaction('audit_log').insert(rows);
    return;
  }
  const inserted = await transaction('audit_log').insert(rows, 'id');
  const listed = entries.flatMap((entry, index) =>
    [...new Set(entry.people ?? [])].map((userId) => ({
      audit_log_id: (inserted[index] as { id: number }).id,
      user_id: userId,
    })),
  );
  if (listed.length > 0) await transaction('audit_log_people').insert(listed);
}

/**
 * Narrows a query of `audit_log` (aliased `alias`) to the entries about a person: those whose
 * subject they are, and those that list them among the people a view showed.
 */
export function whereAbout(
  query: Knex.QueryBuilder,
  transaction: Knex.Transaction | Knex,
  userIds: number | Knex.QueryBuilder,
  alias = 'audit_log',
): Knex.QueryBuilder {
  const ids = typeof userIds === 'number' ? [userIds] : userIds;
  return query.where((about) =>
    about
      .whereIn(`${alias}.subject_user_id`, ids)
      .orWhereExists(
        transaction('audit_log_people as listed')
          .whereRaw(`listed.audit_log_id = ${alias}.id`)
          .whereIn('listed.user_id', ids),
      ),
  );
}

/** Writes one audit entry (see `recordAudits`). */
export function recordAudit(transaction: Knex.Transaction, entry: AuditEntry): Promise<void> {
  return recordAudits(transaction, [entry]);
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys whose string values name a person in the entries about them (`from: { name }`). */
const personNamingKeys = new Set(['name', 'email']);

/**
 * The entry's JSON with the subject replaced by the pseudonym: their exact address wherever it
 * is a value, and, in entries about them, the values of name and e-mail keys.
 */
function pseudonymised(value: Json, email: string, aboutThem: boolean, pseudonym: string): Json {
  if (typeof value === 'string') return value.toLowerCase() === email ? pseudonym : value;
  if (Array.isArray(value)) {
    return value.map((item) => pseudonymised(item, email, aboutThem, pseudonym));
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      aboutThem && personNamingKeys.has(key) && typeof item === 'string'
        ? pseudonym
        : pseudonymised(item, email, aboutThem, pseudonym),
    ]),
  );
}

/**
 * The person's entries: about them (their subject, or listing them among the people a view
 * showed), done by them, or aimed at their exact address.
 */
function personEntries(
  transaction: Knex.Transaction,
  person: Pick<PersonSubject, 'userId' | 'email'>,
) {
  return transaction('audit_log').where((query) =>
    whereAbout(query, transaction, person.userId)
      .orWhere({ actor_kind: 'user', actor_id: person.userId })
      .orWhereRaw('lower(target) = lower(?)', [person.email]),
  );
}

/**
 * Rewrites the entries `entries` finds: the pseudonym takes the place of the person's address
 * wherever it is a value, and of the name and e-mail values in the entries about them.
 */
function pseudonymiseEntries(
  transaction: Knex.Transaction,
  entries: ReturnType<typeof personEntries>,
  person: { userId: number; email: string },
  pseudonym: string,
): Promise<void> {
  return whilePseudonymisingAudit(transaction, async () => {
    const email = person.email.toLowerCase();
    const found = await entries.select('id', 'target', 'subject_user_id', 'details');
    for (const entry of found) {
      const aimedAtThem = entry.target?.toLowerCase() === email;
      // An entry listing them among many people names none of them in its text.
      const aboutThem = aimedAtThem || Number(entry.subject_user_id) === person.userId;
      await transaction('audit_log')
        .where({ id: entry.id })
        .update({
          target: aimedAtThem ? pseudonym : entry.target,
          details: JSON.stringify(pseudonymised(entry.details, email, aboutThem, pseudonym)),
        });
    }
  });
}

/**
 * The audit trail in the personal-data registry. Entries are never deleted: the trail must stay
 * whole (who did what, when), and only this erasure may rewrite an entry (migration 016). It
 * rewrites only the subject's own entries, where the pseudonym takes the place of their address
 * and name; ids stay, and with the account gone they point at no one. Other people's entries are not touched even when their text names the subject.
 */
export const auditPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'audit_log',
    person: {
      find: (transaction, person) => personEntries(transaction, person).orderBy('id'),
      erase: (transaction, person, pseudonym) =>
        pseudonymiseEntries(transaction, personEntries(transaction, person), person, pseudonym),
    },
    // The company keeps its trail of what it did about the person (D91): who saw, invited,
    // assessed, hired or erased them, and when, is what the company answers for, and the entry
    // of the erasure itself proves it happened. Their address and name in the company's entries
    // give way to the pseudonym, as at a person's erasure; the account id stays, since the
    // person keeps their account and may still ask for their own entries.
    personInCompany: {
      find: (transaction, subject) =>
        personEntries(transaction, subject).andWhere({ company_id: subject.companyId }),
      erase: (transaction, subject, pseudonym) =>
        pseudonymiseEntries(
          transaction,
          personEntries(transaction, subject).andWhere({ company_id: subject.companyId }),
          subject,
          pseudonym,
        ),
    },
    company: {
      find: (transaction, company) =>
        transaction('audit_log').whereRaw('lower(target) = lower(?)', [company.email]),
      erase: (transaction, company, pseudonym) =>
        whilePseudonymisingAudit(transaction, () =>
          transaction('audit_log')
            .whereRaw('lower(target) = lower(?)', [company.email])
            .update({ target: pseudonym }),
        ),
    },
  },
  {
    table: 'audit_log_people',
    person: {
      find: (transaction, person) =>
        transaction('audit_log_people').where({ user_id: person.userId }).orderBy('audit_log_id'),
      // Only the account id is kept, which points at no one once the account is erased (as the
      // entries' subject_user_id); the entries themselves are pseudonymised by audit_log's entry.
      erase: () => Promise.resolve(),
    },
    personInCompany: {
      keptBecause:
        "it lists the people a view showed by account id only, and the entries it belongs to are the company's kept trail",
    },
  },
];
