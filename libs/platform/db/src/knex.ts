import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';
import { routeToScopedTransaction, sendScopeWithBegin } from './database-scope';
import { migrationSource } from './migrations';

// BIGINT ids and counts arrive as strings by default; ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Database = Knex;

/**
 * A table's entry in knex's `Tables` declaration, which each owning package augments for its own
 * tables (`declare module 'knex/types/tables'`), so `database('users')` answers typed rows with no
 * row generic: selects answer `Row`; inserts may leave out the columns the database fills
 * (`Filled`: defaults and nullable columns); updates set any columns. Any column may be written
 * as SQL (`database.fn.now()`, `database.raw(…)`); `Json` columns also as JSON text, as arrays
 * must be (pg would send an array as a PostgreSQL array).
 */
export type TableOf<
  Row,
  Filled extends keyof Row = never,
  Json extends keyof Row = never,
> = Knex.CompositeTableType<
  Columns<Row>,
  Written<Omit<Row, Filled> & Partial<Pick<Row, Filled>>, Json>,
  Partial<Written<Row, Json>>
>;

/** A row as a plain object type, which rows read as `Record<string, unknown>` (the exports) accept. */
type Columns<Row> = { [Column in keyof Row]: Row[Column] };

type Written<Columns, Json> = {
  [Column in keyof Columns]:
    | (Column extends Json ? Columns[Column] | string : Columns[Column])
    | Knex.Raw
    | Knex.QueryBuilder;
};

/**
 * The one knex instance of a process. Inside `runInDatabaseScope` its queries go to the scope's
 * transaction (row-level security applies there); elsewhere they run as the connecting role.
 */
export function createDatabase(url: string, options: { poolMax?: number } = {}): Database {
  const connected = knexFactory({
    client: 'pg',
    connection: url,
    pool: { min: 0, max: options.poolMax ?? 10 },
    migrations: { migrationSource, tableName: 'knex_migrations' },
  });
  sendScopeWithBegin(connected);
  const database = routeToScopedTransaction(connected);
  // The features' Objection models run here when given no transaction, inside a scope too.
  Model.knex(database);
  return database;
}

export async function migrateToLatest(database: Database): Promise<void> {
  await database.migrate.latest();
}

/** Runs `work` in one transaction: every write of a service commits or rolls back together. */
export function inTransaction<Result>(
  database: Database,
  work: (transaction: Knex.Transaction) => Promise<Result>,
): Promise<Result> {
  return database.transaction(work);
}

export async function isDatabaseReachable(database: Database): Promise<boolean> {
  try {
    await database.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
