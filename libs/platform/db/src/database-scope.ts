import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import pg from 'pg';
import { apiDatabaseRole, databaseScopeSettings } from './database-scope-settings';

/** Whose rows a unit of work may see: a company user's, with their company when they have one. */
export interface DatabaseScope {
  userId: number;
}

/**
 * The scope of the work under way: a transaction already opened in it, or (`transaction`
 * undefined) a scope deferred until the work says how it talks to the database.
 */
interface ScopedWork {
  database: Knex;
  scope: DatabaseScope;
  transaction: Knex.Transaction | undefined;
  /** Nothing has been asked of the scope's transaction since its scope was set. */
  untouched?: boolean;
  /** Settles when a service's transaction run as the scope's own has finished. */
  ownTransactionFinished?: Promise<unknown>;
}

type TransactionWork = (transaction: Knex.Transaction) => unknown;

const currentWork = new AsyncLocalStorage<ScopedWork>();

/**
 * The knex instance behind each wrapper, for the work that must reach it past the wrapper's
 * guard: leaving the AsyncLocalStorage instead (its `exit`) switches Node's async hooks off and
 * on again, at a cost every request would pay.
 */
const unwrapped = new WeakMap<Knex, Knex>();
const unwrappedOf = (database: Knex): Knex => unwrapped.get(database) ?? database;

/**
 * Wraps a knex instance so that, inside `runInDatabaseScope`, every query it is asked for (and
 * every `transaction()`, which becomes a savepoint) goes to the scope's transaction. Services keep
 * the one `database` they were given and need not know whether a request is scoped. Inside a
 * deferred scope no query may reach it directly: it would run with the owner's view.
 */
export function routeToScopedTransaction(database: Knex): Knex {
  const current = (): Knex => {
    const work = currentWork.getStore();
    if (!work || work.database !== scoped) return database;
    if (work.transaction) return work.transaction;
    throw new Error(
      'A deferred database scope is open: use runScopedStatement or inDatabaseScope for this work',
    );
  };
  const scoped: Knex = new Proxy(database, {
    apply: (_target, thisArgument, argumentList): unknown => {
      const work = currentWork.getStore();
      if (work) work.untouched = false;
      return Reflect.apply(current(), thisArgument, argumentList);
    },
    get: (_target, property): unknown => {
      const work = currentWork.getStore();
      if (property === 'transaction' && work?.database === scoped && work.transaction) {
        return serviceTransactionIn(work);
      }
      if (work) work.untouched = false;
      const target = current();
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  unwrapped.set(scoped, database);
  return scoped;
}

/**
 * A service's `transaction()` inside a scope. Nested in the scope's transaction it would cost a
 * SAVEPOINT and a RELEASE, two round trips; when it is the first thing the request does (as in
 * most services) it runs as the scope's own transaction instead, and a failure rolls the scope
 * back and opens it again, which undoes exactly what the savepoint would have. Later ones, and
 * one asked for while such a transaction runs, wait their turn and become savepoints.
 */
function serviceTransactionIn(work: ScopedWork) {
  const transaction = work.transaction!;
  if (!work.untouched) {
    const running = work.ownTransactionFinished;
    const nested = transaction.transaction.bind(transaction) as (
      container: TransactionWork,
      config?: Knex.TransactionConfig,
    ) => Promise<unknown>;
    return running
      ? async (container: TransactionWork, config?: Knex.TransactionConfig) => {
          await running;
          return nested(container, config);
        }
      : nested;
  }
  work.untouched = false;
  return async (container: TransactionWork) => {
    if (typeof container !== 'function') {
      throw new Error('Inside a database scope a transaction takes its work as a function');
    }
    const ownWork = (async () => {
      try {
        return await container(transaction);
      } catch (error) {
        await transaction.raw(
          `rollback; begin; ${databaseScopeStatement(checkedUserId(work.scope))}`,
        );
        throw error;
      }
    })();
    work.ownTransactionFinished = ownWork.catch(() => undefined);
    return ownWork;
  };
}

/** On a transaction's config: the statement sent with its BEGIN, in the same round trip. */
const scopeStatementOfTransaction = Symbol('scope statement of a transaction');

/** The part of knex's transaction this module changes (knex/lib/execution/transaction.js). */
interface KnexTransactionInternals {
  begin(connection: unknown): Promise<unknown>;
  query(connection: unknown, sql: string): Promise<unknown>;
}

/**
 * Makes a transaction opened by `runInDatabaseScope` send its scope statement with its BEGIN,
 * in one round trip instead of two: each costs the API about as much CPU as the query it carries
 * (tools/bench/cost.bench.ts). knex calls `begin` once it has a connection, after the
 * transaction is made, so replacing it on that one transaction is enough. Should knex ever stop
 * calling it, scoped work would run without its scope, and the row-level security tests
 * (apps/api/tests/row-level-security.test.ts) fail.
 */
export function sendScopeWithBegin(connected: Knex): void {
  const client = connected.client as {
    transaction(container: unknown, config: unknown, outer: unknown): KnexTransactionInternals;
  };
  const makeTransaction = client.transaction.bind(client);
  client.transaction = (container, config, outer) => {
    const transaction = makeTransaction(container, config, outer);
    const statement = (config as Partial<Record<symbol, string>> | undefined)?.[
      scopeStatementOfTransaction
    ];
    if (statement !== undefined) {
      transaction.begin = (connection) => transaction.query(connection, `begin; ${statement}`);
    }
    return transaction;
  };
}

/**
 * The statement that opens a scope in a transaction: the settings read as the owner, before the
 * role changes (the membership decides the company), then the role. Several statements need the
 * simple protocol, which takes no parameters, hence the user id written in: `userIdSql` is an
 * integer checked by the caller (or a pgbench variable, tools/bench/cost.bench.ts).
 */
export function databaseScopeStatement(userIdSql: string): string {
  return `select set_config('${databaseScopeSettings.userId}', ${userIdSql}::text, true),
              set_config('${databaseScopeSettings.companyId}',
                coalesce((select company_id::text from memberships where user_id = ${userIdSql}), ''),
                true);
       set local role ${apiDatabaseRole}`;
}

/**
 * Runs `work` in one transaction as `facet_api` with the user's company set by
 * `set_config(..., true)`, so row-level security shows only that company's rows and the user's
 * own. The transaction commits even when `work` throws an HTTP error: what succeeded before stays,
 * as it would without the scope; a failed statement has already aborted it, and COMMIT then rolls
 * back.
 */
export async function runInDatabaseScope<Result>(
  database: Knex,
  scope: DatabaseScope,
  work: () => Promise<Result>,
): Promise<Result> {
  // Opened past the wrapper, whose guard would refuse it inside a deferred scope; the scope is
  // sent with the BEGIN, in one round trip.
  const opening = { [scopeStatementOfTransaction]: databaseScopeStatement(checkedUserId(scope)) };
  const transaction = await unwrappedOf(database).transaction(opening as Knex.TransactionConfig);
  try {
    const result = await currentWork.run({ database, scope, transaction, untouched: true }, work);
    await transaction.commit();
    // knex's commit() resolves even when COMMIT fails (e.g. the server went away); only the
    // transaction's own promise carries that failure, and an unsaved change must not be answered
    // with a 2xx.
    await transaction.executionPromise;
    return result;
  } catch (error) {
    if (!transaction.isCompleted()) await transaction.commit().catch(() => transaction.rollback());
    throw error;
  }
}

/** The user id as written into SQL, checked first: the scope statement takes no parameters. */
function checkedUserId(scope: DatabaseScope): string {
  if (!Number.isSafeInteger(scope.userId)) throw new Error('A database scope needs a user id');
  return String(scope.userId);
}

/**
 * Runs `work` in the user's scope without opening a transaction yet: for a request whose usual
 * work is one statement (a page save), which `runScopedStatement` then sends together with the
 * scope in one round trip instead of four (BEGIN, the scope, the statement, COMMIT). Anything
 * else the work does goes through `inDatabaseScope`; a query sent straight to the database
 * throws, so nothing runs outside the scope.
 */
export async function runInDeferredDatabaseScope<Result>(
  database: Knex,
  scope: DatabaseScope,
  work: () => Promise<Result>,
): Promise<Result> {
  checkedUserId(scope);
  return await currentWork.run({ database, scope, transaction: undefined }, work);
}

/**
 * Runs `work` in the scope's transaction: opens it when the scope was deferred, and otherwise
 * (already in a transaction, or no scope at all) just runs it.
 */
export function inDatabaseScope<Result>(work: () => Promise<Result>): Promise<Result> {
  const current = currentWork.getStore();
  if (!current || current.transaction) return work();
  return runInDatabaseScope(current.database, current.scope, work);
}

/** A value a statement run by `runScopedStatement` may be given. */
export type StatementValue = string | number | boolean | null | readonly StatementValue[];

/** A value as an SQL literal: strings escaped by pg's own rule, arrays as ARRAY[...]. */
function sqlLiteral(value: StatementValue): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a number a statement can hold: ${value}`);
    return String(value);
  }
  return `array[${value.map(sqlLiteral).join(', ')}]`;
}

/**
 * The statement with each `?` replaced by its value as a literal. Only plain `?` placeholders are
 * understood: a statement using knex's `??` or an escaped `\?` is refused.
 */
export function withValuesWrittenIn(sql: string, values: readonly StatementValue[]): string {
  if (sql.includes('??') || sql.includes('\\?')) {
    throw new Error('Only plain ? placeholders can be written in');
  }
  const parts = sql.split('?');
  if (parts.length - 1 !== values.length) {
    throw new Error(
      `The statement has ${parts.length - 1} placeholders for ${values.length} values`,
    );
  }
  return parts.reduce(
    (written, part, index) => `${written}${sqlLiteral(values[index - 1]!)}${part}`,
  );
}

/**
 * Runs one statement in the current scope and answers its rows. In a deferred scope the scope and
 * the statement go as one simple-protocol query, which PostgreSQL runs as one implicit
 * transaction, so `set local` holds for the statement and ends with it; the values are written
 * in as literals, since that protocol takes no parameters. In an open transaction, or with no
 * scope, it is an ordinary parameterised query.
 */
export async function runScopedStatement<Row>(
  database: Knex,
  sql: string,
  values: readonly StatementValue[],
): Promise<Row[]> {
  const current = currentWork.getStore();
  if (!current || current.transaction) {
    const answer = await database.raw<{ rows: Row[] }>(sql, values as Knex.RawBinding[]);
    return answer.rows;
  }
  const query = `${databaseScopeStatement(checkedUserId(current.scope))};\n${withValuesWrittenIn(sql, values)}`;
  // Straight on a pooled connection: knex's query building has nothing to do for one written
  // query, and costs more than the statement's own work on this busiest path.
  const client = unwrappedOf(current.database).client as Knex.Client;
  const connection = (await client.acquireConnection()) as pg.PoolClient;
  try {
    const answers = (await connection.query(query)) as unknown as pg.QueryResult[];
    return answers.at(-1)!.rows as Row[];
  } finally {
    await client.releaseConnection(connection);
  }
}
