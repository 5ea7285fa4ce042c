import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';
import { routeToScopedTransaction, sendScopeWithBegin } from './database-scope';
import { migrationSource } from './migrations';

// BIGINT ids and counts arrive as strings by default; ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Database = Knex;

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
