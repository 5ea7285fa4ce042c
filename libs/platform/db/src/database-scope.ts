import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';
import { apiDatabaseRole, databaseScopeSettings } from './database-scope-settings';

/** Whose rows a unit of work may see: a company user's, with their company when they have one. */
export interface DatabaseScope {
  userId: number;
}

interface ScopedWork {
  database: Knex;
  transaction: Knex.Transaction;
}

const currentWork = new AsyncLocalStorage<ScopedWork>();

/**
 * Wraps a knex instance so that, inside `runInDatabaseScope`, every query it is asked for (and
 * every `transaction()`, which becomes a savepoint) goes to the scope's transaction. Services keep
 * the one `database` they were given and need not know whether a request is scoped.
 */
export function routeToScopedTransaction(database: Knex): Knex {
  const current = (): Knex => {
    const work = currentWork.getStore();
    return work && work.database === scoped ? work.transaction : database;
  };
  const scoped: Knex = new Proxy(database, {
    apply: (_target, thisArgument, argumentList) =>
      Reflect.apply(current(), thisArgument, argumentList),
    get: (_target, property) => {
      const target = current();
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return scoped;
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
  // Written into the SQL below, so checked before anything is opened.
  if (!Number.isSafeInteger(scope.userId)) throw new Error('A database scope needs a user id');
  const transaction = await database.transaction();
  try {
    // One round trip: the settings read as the owner, before the role changes (the membership
    // decides the company), then the role. Several statements need the simple protocol, which
    // takes no parameters, hence the id written in.
    await transaction.raw(
      `select set_config('${databaseScopeSettings.userId}', '${scope.userId}', true),
              set_config('${databaseScopeSettings.companyId}',
                coalesce((select company_id::text from memberships where user_id = ${scope.userId}), ''),
                true);
       set local role ${apiDatabaseRole}`,
    );
    const result = await currentWork.run({ database, transaction }, work);
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
