import { createHash, randomBytes } from 'node:crypto';
import {
  createDatabase,
  migrateToLatest,
  migrationSource,
  type Database,
} from '@facet/platform-db';
import pg from 'pg';

export const testDatabaseUrlVariable = 'FACET_TEST_DATABASE_URL';

function adminUrl(): string {
  const url = process.env[testDatabaseUrlVariable];
  if (!url) {
    throw new Error(
      `${testDatabaseUrlVariable} is not set: run the tests through the root Vitest config, whose global setup finds or starts PostgreSQL`,
    );
  }
  return url;
}

function urlForDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Names the template after the migrations' code, so a changed migration builds a new template. */
async function templateName(): Promise<string> {
  const names = await migrationSource.getMigrations([]);
  const fingerprint = createHash('sha256');
  for (const name of names) {
    const migration = await migrationSource.getMigration(name);
    fingerprint.update(name).update(String(migration.up)).update(String(migration.down));
  }
  return `facet_template_${fingerprint.digest('hex').slice(0, 16)}`;
}

async function withAdminClient<Result>(
  work: (client: pg.Client) => Promise<Result>,
): Promise<Result> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function ensureTemplate(template: string): Promise<void> {
  await withAdminClient(async (client) => {
    // Test files start in parallel; one builds the template while the others wait on the lock.
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [template]);
      if (found.rowCount) return;
      await client.query(`create database "${template}"`);
      const database = createDatabase(urlForDatabase(adminUrl(), template), { poolMax: 1 });
      try {
        await migrateToLatest(database);
      } finally {
        await database.destroy();
      }
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
}

export interface TestDatabase {
  database: Database;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database of its own for one test file, cloned from a template in milliseconds. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = await templateName();
  await ensureTemplate(template);
  const name = `facet_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  const url = urlForDatabase(adminUrl(), name);
  const database = createDatabase(url, { poolMax: 5 });
  return {
    database,
    url,
    drop: async () => {
      await database.destroy();
      await withAdminClient((client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}
