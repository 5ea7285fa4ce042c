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

/**
 * A person's data held by one company (issue 39 part 3, D91): what that company's candidate
 * withdrawal or retention period erases. The account and the person's data with any other
 * company are not theirs to erase.
 */
export interface PersonInCompanySubject {
  kind: 'personInCompany';
  userId: number;
  email: string;
  companyId: number;
}

export type PersonalDataSubject = PersonSubject | CompanySubject | PersonInCompanySubject;

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
 * Why a table's rows about a person with one company stay when that company's copy is erased
 * (the audit trail: the record of what was done must outlive what it was done to).
 */
export interface KeptForCompany {
  keptBecause: string;
}

/**
 * One table's entry in the personal-data registry, declared by the feature that owns the table,
 * next to it (as retention rules are). Either it says how a person's and a company's rows are
 * found and erased, or why the table holds nobody's data that a data-rights request reaches.
 * A table with a person's rows and a `company_id` also says how that person's rows with one
 * company are erased, or why they are kept (`personInCompany`; the registry's test holds every
 * such table to it).
 */
export type PersonalDataSource =
  | {
      table: string;
      person?: SubjectRows<PersonSubject>;
      company?: SubjectRows<CompanySubject>;
      personInCompany?: SubjectRows<PersonInCompanySubject> | KeptForCompany;
    }
  | { table: string; holdsNoSubjectData: string };

/** Secrets are ours, not the person's, and would open the account; the search key copies what is exported. */
const notExportedColumns = new Set(['password_hash', 'token_hash', searchKeyColumn]);

function rowsOf<Subject extends PersonalDataSubject>(
  source: PersonalDataSource,
  subject: Subject,
): SubjectRows<Subject> | undefined {
  if ('holdsNoSubjectData' in source) return undefined;
  if (subject.kind === 'personInCompany') {
    const rows = source.personInCompany;
    return rows && 'keptBecause' in rows ? undefined : (rows as SubjectRows<Subject> | undefined);
  }
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

/**
 * The registry's entries that hold people's rows in a table with a `company_id` column and say
 * neither how one company's copy of a person is erased nor why it is kept (the workspace check
 * of D91): a new company-scoped table cannot be forgotten by a candidate's withdrawal.
 */
export async function entriesWithoutCompanyErasure(
  database: Knex,
  registry: readonly PersonalDataSource[],
): Promise<string[]> {
  const companyScoped = new Set(
    await database('information_schema.columns')
      .where({ table_schema: 'public', column_name: 'company_id' })
      .pluck('table_name'),
  );
  return registry
    .filter(
      (source) =>
        !('holdsNoSubjectData' in source) &&
        source.person !== undefined &&
        source.personInCompany === undefined &&
        companyScoped.has(source.table),
    )
    .map((source) => source.table);
}

/**
 * A person's rows with one company are the ones whose `column` holds their account's id and
 * whose `company_id` is that company's; erasure deletes them.
 */
export function rowsOfAccountInCompany(
  table: string,
  column = 'user_id',
): SubjectRows<PersonInCompanySubject> {
  const rowsOf = (transaction: Knex.Transaction, subject: PersonInCompanySubject) =>
    transaction(table).where({ [column]: subject.userId, company_id: subject.companyId });
  return {
    find: (transaction, subject) => rowsOf(transaction, subject),
    erase: (transaction, subject) => rowsOf(transaction, subject).delete(),
  };
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
