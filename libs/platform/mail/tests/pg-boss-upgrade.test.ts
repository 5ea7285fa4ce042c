import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDeliveryQueue, startMailDelivery } from '../src';

const logger = pino({ level: process.env.MAIL_TEST_LOG ?? 'silent' });
let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.drop();
});

describe('a database left by pg-boss 10', () => {
  it('has its schema replaced by pg-boss 12 once, by workers starting together', async () => {
    const { database } = testDatabase;
    // What pg-boss 10 leaves behind, as far as the upgrade looks: its version (24) and its tables.
    await database.raw('create schema pgboss');
    await database.raw('create table pgboss.version (version int primary key)');
    await database.raw('insert into pgboss.version values (24)');
    await database.raw('create table pgboss.job_v10_leftover (id uuid)');

    const start = () =>
      startMailDelivery({
        database,
        databaseUrl: testDatabase.url,
        mailFrom: 'Facet <no-reply@facet.test>',
        logger,
      });
    const workers = await Promise.all([start(), start()]);
    try {
      const version = await database.withSchema('pgboss').from('version').first('version');
      expect(Number(version?.version)).toBeGreaterThanOrEqual(25);
      const leftover = await database.raw<{ rows: { exists: boolean }[] }>(
        "select to_regclass('pgboss.job_v10_leftover') is not null as exists",
      );
      expect(leftover.rows[0]?.exists).toBe(false);
      const queues = await database.withSchema('pgboss').from('queue').pluck('name');
      expect(queues).toContain(mailDeliveryQueue);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });
});
