import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailDelivery, type ScheduledMailJob } from '../src';
import { cronEvery } from '../src/mail-delivery-worker';
import { waitUntil } from './smtp-test-server';

const logger = pino({ level: process.env.MAIL_TEST_LOG ?? 'silent' });
let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.drop();
});

function startWorker(job: ScheduledMailJob) {
  return startMailDelivery({
    database: testDatabase.database,
    databaseUrl: testDatabase.url,
    mailFrom: 'Facet <no-reply@facet.test>',
    logger,
    scheduledJobs: [job],
  });
}

describe('scheduled mail jobs', () => {
  it.each([
    [1, '*/1 * * * *'],
    [60, '*/1 * * * *'],
    [300, '*/5 * * * *'],
    [3_600, '0 */1 * * *'],
    [6 * 3_600, '0 */6 * * *'],
    [86_400, '0 0 * * *'],
  ])('runs a job of every %i s on the cron %j', (seconds, cron) => {
    expect(cronEvery(seconds)).toBe(cron);
  });

  it('runs a job at start and again each period, never twice at once across two workers', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const job: ScheduledMailJob = {
      name: 'test-sweep',
      everySeconds: 1,
      run: async () => {
        running += 1;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        running -= 1;
        runs += 1;
      },
    };
    const workers = await Promise.all([startWorker(job), startWorker(job)]);
    try {
      await waitUntil(() => runs >= 3, 15_000);
      expect(overlapped).toBe(false);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  });

  it('keeps a job of a minute or more as a pg-boss cron schedule in the database', async () => {
    const worker = await startWorker({
      name: 'test-hourly',
      everySeconds: 3_600,
      run: async () => {},
    });
    try {
      const schedules = await testDatabase.database
        .withSchema('pgboss')
        .table('schedule')
        .where({ name: 'test-hourly' })
        .select('cron');
      expect(schedules).toEqual([{ cron: '0 */1 * * *' }]);
    } finally {
      await worker.stop();
    }
  });
});
