import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const port = Number(process.env.E2E_PORT ?? 3900);

/** Where the e2e server (tools/testing/e2e-server.ts) writes the address of this run's database. */
export const runDatabaseUrlFile = fileURLToPath(
  new URL(`../../../dist/e2e-database-${port}.url`, import.meta.url),
);

/**
 * Works directly on this run's database, for what no API allows on purpose (a record an older
 * version or an import could have left).
 */
export async function withRunDatabase<Result>(
  work: (client: pg.Client) => Promise<Result>,
): Promise<Result> {
  const client = new pg.Client({ connectionString: readFileSync(runDatabaseUrlFile, 'utf8') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
