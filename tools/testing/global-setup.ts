import { startEmbeddedPostgres } from '@facet/platform-db';
import pg from 'pg';

const variable = 'FACET_TEST_DATABASE_URL';
const localServer = 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Finds the PostgreSQL the integration tests use (DESIGN §4): DATABASE_URL, else the server on
 * 127.0.0.1:5432, else an embedded one started for this run. Runs once per Vitest project; the
 * first run decides and the others reuse its answer.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[variable]) return undefined;
  for (const candidate of [process.env.DATABASE_URL, localServer]) {
    if (candidate && (await reachable(candidate))) {
      process.env[variable] = candidate;
      return undefined;
    }
  }
  const embedded = await startEmbeddedPostgres({ directory: '.data/test-postgres', port: 54339 });
  process.env[variable] = embedded.url;
  return async () => {
    delete process.env[variable];
    await embedded.stop();
  };
}
