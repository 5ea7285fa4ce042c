import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { searchKeyColumn } from './text-search';

/** A person whose data is looked for: their account and their exact address (lower case). */
export interface PersonSubject {
  kind: 'person';
  userId: number;
  email: string;
}

/** A company as a data subject (its administrator exercises the right): its id and address. */
export interface CompanySubject {
  kind: 'company';
  companyId: number;
  email: string;
}

export type PersonalDataSubject = PersonSubject | CompanySubject;

/** Addresses put in place of an erased subject's: a reserved domain no mail can reach. */
export const erasedAddressDomain = 'erased.invalid';

export type PersonalDataRow = Record<string, unknown>;

/** How one kind of subject's rows of a table are found (for the exports) and erased. */
export interface SubjectRows<Subject extends PersonalDataSubject> {
  /** The subject's rows, by ids and exact e-mail only, with the columns the export shows. */
  find: (transaction: Knex.Transaction, subject: Subject) => Promise<PersonalDataRow[]>;
  /**
   * Deletes the subject's rows, or keeps them with what identifies the subject replaced by
   * `pseudonym` (one per erasure, the same in every table). Never touches other subjects' rows.
   */
  erase: (transaction: Knex.Transaction, subject: Subject, pseudonym: string) => Promise<unknown>;
}

/**
 * One table's entry in the personal-data registry, declared by the feature that owns the table,
 * next to it (as retention rules are). Either it says how a person's and a company's rows are
 * found and erased, or why the table holds nobody's data that a data-rights request reaches.
 */
export type PersonalDataSource =
  | {
      table: string;
      person?: SubjectRows<PersonSubject>;
      company?: SubjectRows<CompanySubject>;
    }
  | { table: string; holdsNoSubjectData: string };

/** Secrets are ours, not the person's, and would open the account; the search key copies what is exported. */
const notExportedColumns = new Set(['password_hash', 'token_hash', searchKeyColumn]);

function rowsOf<Subject extends PersonalDataSubject>(
  source: PersonalDataSource,
  subject: Subject,
): SubjectRows<Subject> | undefined {
  if ('holdsNoSubjectData' in source) return undefined;
  return (subject.kind === 'person' ? source.person : source.company) as
    SubjectRows<Subject> | undefined;
}

/** Every row the registry holds about the subject, table by table, secrets left out. */
export async function collectSubjectRows(
  transaction: Knex.Transaction,
  registry: readonly PersonalDataSource[],
  subject: PersonalDataSubject,
): Promise<Record<string, PersonalDataRow[]>> {
  const tables: Record<string, PersonalDataRow[]> = {};
  for (const source of registry) {
    const rows = await rowsOf(source, subject)?.find(transaction, subject);
    if (!rows || rows.length === 0) continue;
    tables[source.table] = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !notExportedColumns.has(column))),
    );
  }
  return tables;
}

/**
 * Erases the subject from every table of the registry, in the reverse of its order, so the
 * account (declared first) goes last and every other entry can still find rows by its id.
 * Answers the pseudonym that now stands for the subject where rows are kept.
 */
export async function eraseSubject(
  transaction: Knex.Transaction,
  registry: readonly PersonalDataSource[],
  subject: PersonalDataSubject,
): Promise<string> {
  const pseudonym = `erased-${subject.kind}:${randomUUID()}`;
  for (const source of [...registry].reverse()) {
    await rowsOf(source, subject)?.erase(transaction, subject, pseudonym);
  }
  return pseudonym;
}

/** The tables of the public schema no registry entry speaks for (the workspace check). */
export async function tablesMissingFromRegistry(
  database: Knex,
  registry: readonly PersonalDataSource[],
): Promise<string[]> {
  const declared = new Set(registry.map((source) => source.table));
  const tables = await database('information_schema.tables')
    .where({ table_schema: 'public', table_type: 'BASE TABLE' })
    .orderBy('table_name')
    .select('table_name');
  return tables.map((row) => row.table_name).filter((table) => !declared.has(table));
}

/** A person's rows are the ones whose `column` holds their account's id; erasure deletes them. */
export function rowsOfAccount(table: string, column = 'user_id'): SubjectRows<PersonSubject> {
  return {
    find: (transaction, person) => transaction(table).where(column, person.userId),
    erase: (transaction, person) => transaction(table).where(column, person.userId).delete(),
  };
}

/**
 * A subject's rows are the ones whose `column` holds exactly their address; the export shows
 * `exportedColumns` (all when left out) and erasure deletes the rows.
 */
export function rowsAddressedTo<Subject extends PersonalDataSubject>(
  table: string,
  column: string,
  exportedColumns?: readonly string[],
): SubjectRows<Subject> {
  const rowsOf = (transaction: Knex.Transaction, subject: Subject) =>
    whereEmailIs(transaction(table), column, subject.email);
  return {
    find: (transaction, subject) =>
      exportedColumns
        ? rowsOf(transaction, subject).select([...exportedColumns])
        : rowsOf(transaction, subject),
    erase: (transaction, subject) => rowsOf(transaction, subject).delete(),
  };
}

/** Rows whose column holds exactly this address, whatever its case. */
export function whereEmailIs<Query extends Knex.QueryBuilder>(
  query: Query,
  column: string,
  email: string,
): Query {
  return query.whereRaw('lower(??) = lower(?)', [column, email]) as Query;
}

/** Knex's own bookkeeping. */
export const migrationsPersonalData: readonly PersonalDataSource[] = [
  { table: 'knex_migrations', holdsNoSubjectData: 'names and times of the schema migrations' },
  { table: 'knex_migrations_lock', holdsNoSubjectData: 'whether a migration is running' },
];
