import { startEmbeddedPostgres } from '@facet/platform-db';
import pg from 'pg';

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

export interface TestPostgres {
  /** A superuser connection to the server's maintenance database. */
  url: string;
  stop(): Promise<void>;
}

/**
 * The PostgreSQL that tests use (DESIGN §4): `DATABASE_URL`, else the server on 127.0.0.1:5432,
 * else an embedded one started now under `.data/`.
 */
export async function locateTestPostgres(embeddedPort: number): Promise<TestPostgres> {
  for (const candidate of [process.env.DATABASE_URL, localServer]) {
    if (candidate && (await reachable(candidate)))
      return { url: candidate, stop: () => Promise.resolve() };
  }
  const embedded = await startEmbeddedPostgres({
    directory: `.data/test-postgres-${embeddedPort}`,
    port: embeddedPort,
  });
  return { url: embedded.url, stop: () => embedded.stop() };
}
