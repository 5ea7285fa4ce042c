import type { Database } from '@facet/platform-db';

/**
 * Tables whose rows any request may add, refused or not: attempts are audited and rate limited,
 * and signing in issues refresh tokens. Every other table must keep its row count.
 */
export const tablesLoggingAttempts = ['audit_log', 'rate_limits', 'refresh_tokens'];

/** The row count of every application table, read in one statement. */
export async function rowCountsOf(database: Database): Promise<Record<string, number>> {
  const tables = (
    await database.raw<{ rows: { tablename: string }[] }>(
      "select tablename from pg_tables where schemaname = current_schema() and tablename not like 'knex_migrations%' order by tablename",
    )
  ).rows
    .map((row) => row.tablename)
    .filter((table) => !tablesLoggingAttempts.includes(table));
  const counts = await database.raw<{ rows: Record<string, string>[] }>(
    `select ${tables.map((table) => `(select count(*) from "${table}") as "${table}"`).join(', ')}`,
  );
  return Object.fromEntries(
    Object.entries(counts.rows[0] ?? {}).map(([table, count]) => [table, Number(count)]),
  );
}
