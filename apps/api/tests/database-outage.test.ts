import { createServer } from 'node:net';
import { createDatabase, runInDatabaseScope, type Database } from '@facet/platform-db';
import { createHttpServer } from '@facet/platform-http';
import { createTestDatabase, testDatabaseUrlVariable } from '@facet/platform-testing';
import pg from 'pg';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';

/** A loopback port with nothing listening: a database that is down. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

let database: Database | undefined;
afterEach(async () => {
  await database?.destroy();
  database = undefined;
});

async function serverWithRoute(url: string, handler: (database: Database) => Promise<unknown>) {
  database = createDatabase(url, { poolMax: 1 });
  const server = await createHttpServer({
    port: 0,
    host: '127.0.0.1',
    logger: pino({ level: 'silent' }),
    trustProxyTls: false,
    database,
  });
  server.route({
    method: 'GET',
    path: '/query',
    handler: () => handler(database!),
  });
  await server.initialize();
  return server;
}

const serverQuerying = (url: string, sql: string) =>
  serverWithRoute(url, async (database) => (await database.raw(sql)).rows);

/**
 * The API while PostgreSQL is down or restarting (issue #13): a clean 503 the caller may retry,
 * and never a 2xx for a change that was not saved.
 */
describe('a database that cannot be reached', () => {
  it('answers 503 with a plain sentence and Retry-After when the database is down', async () => {
    const server = await serverQuerying(
      `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`,
      'select 1',
    );
    const response = await server.inject('/query');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(JSON.parse(response.payload)).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The service is briefly unavailable. Please try again in a moment.',
    });
  });

  it('answers 503 when the server ends the connection mid-query, as a restart does', async () => {
    const server = await serverQuerying(
      process.env[testDatabaseUrlVariable]!,
      'select pg_terminate_backend(pg_backend_pid())',
    );
    const response = await server.inject('/query');
    expect(response.statusCode).toBe(503);
    expect(response.payload).not.toMatch(/terminat|at .*\.js/);
  });

  it('answers 503 when the connection of an open transaction is lost', async () => {
    const url = process.env[testDatabaseUrlVariable]!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const server = await serverWithRoute(url, (database) =>
        database.transaction(async (transaction) => {
          const { rows } = await transaction.raw<{ rows: { pid: number }[] }>(
            'select pg_backend_pid() as pid',
          );
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return (await transaction.raw('select 1')).rows;
        }),
      );
      const response = await server.inject('/query');
      expect(response.statusCode).toBe(503);
    } finally {
      await admin.end();
    }
  });

  it('never answers 2xx for a user request whose COMMIT was lost with the connection', async () => {
    const testDatabase = await createTestDatabase();
    const admin = new pg.Client({ connectionString: testDatabase.url });
    await admin.connect();
    try {
      const server = await serverWithRoute(testDatabase.url, (database) =>
        runInDatabaseScope(database, { userId: 1 }, async () => {
          const { rows } = await database.raw<{ rows: { pid: number }[] }>(
            'select pg_backend_pid() as pid',
          );
          await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return { saved: true };
        }),
      );
      const response = await server.inject('/query');
      expect(response.statusCode).toBe(503);
    } finally {
      await admin.end();
      await testDatabase.drop();
    }
  });
});
