/**
 * Fault (issue #13): the SMTP server is down (its port closed) while mail is queued, for a
 * minute by default. The outbox must keep every message and, once the server is back, deliver
 * each exactly once under the default retry policy (30 s, then 1 min, 2 min, …).
 *
 *   npx tsx tools/bench/fault-smtp-outage.bench.ts [outageSeconds] [messages]
 *
 * Uses a fresh test database. Exits non-zero if a message is lost, failed for good, or delivered
 * twice; prints the figures. With the default backoff a 60 s outage drains about 30–45 s after
 * the server is back (the third attempt is due 90 s after the first), so the run takes ~2 min.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { defaultRetryPolicy, startMailDelivery } from '@facet/platform-mail';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { enqueueInvitations } from './support/invitation-mail';
import { freePort, sleep } from './support/assessment-load';

const outageMilliseconds = Number(process.argv[2] ?? 60) * 1000;
const messageCount = Number(process.argv[3] ?? 300);
// The longest a 60 s outage needs: attempts at 0, 30 and 90 s, plus a 15 s sweep, plus margin.
const drainDeadlineMilliseconds = outageMilliseconds + 3 * 60_000;

const postgres = await locateTestPostgres(54363);
process.env[testDatabaseUrlVariable] = postgres.url;
const testDatabase = await createTestDatabase();
const database = testDatabase.database;
const port = await freePort();

/** Message-IDs the server accepted, with how often: more than once is a duplicate. */
const received = new Map<string, number>();
let lastReceivedAt = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    let message = '';
    stream.on('data', (chunk: Buffer) => {
      message += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(message)?.[1] ?? `no-id-${received.size}`;
      received.set(messageId, (received.get(messageId) ?? 0) + 1);
      lastReceivedAt = performance.now();
      callback();
    });
  },
});

const delivery = await startMailDelivery({
  database,
  databaseUrl: testDatabase.url,
  smtpUrl: `smtp://127.0.0.1:${port}`,
  mailFrom: 'Facet <no-reply@facet.test>',
  logger: pino({ level: 'silent' }),
});

const failures: string[] = [];
try {
  await enqueueInvitations(database, messageCount);
  const queuedAt = performance.now();
  await sleep(outageMilliseconds);
  const attemptsDuringOutage =
    await database('mail_outbox').sum<{ sum: number }[]>('attempts as sum');
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  const serverUpAt = performance.now();
  console.log(
    `SMTP server down for ${((serverUpAt - queuedAt) / 1000).toFixed(0)} s, now up on port ${(smtp.server.address() as AddressInfo).port}`,
  );

  const settled = async () => {
    const pending = await database('mail_outbox')
      .whereNot('status', 'sent')
      .count<{ count: number }[]>('* as count');
    return Number(pending[0]!.count) === 0;
  };
  while (
    performance.now() - queuedAt < drainDeadlineMilliseconds &&
    !(received.size >= messageCount && (await settled()))
  ) {
    await sleep(250);
  }
  const drainSeconds = (lastReceivedAt - serverUpAt) / 1000;
  // Long enough for a second copy of anything to arrive, e.g. from a lapsed claim.
  await sleep(5_000);

  const statuses = await database('mail_outbox')
    .select('status')
    .count<{ status: string; count: number }[]>('* as count')
    .groupBy('status');
  const attempts = await database('mail_outbox')
    .select('attempts')
    .count<{ attempts: number; count: number }[]>('* as count')
    .groupBy('attempts')
    .orderBy('attempts');
  const duplicates = [...received.values()].reduce((sum, copies) => sum + copies - 1, 0);
  const delivered = received.size;
  if (delivered !== messageCount)
    failures.push(`${messageCount - delivered} of ${messageCount} messages never arrived`);
  if (duplicates > 0) failures.push(`${duplicates} messages arrived more than once`);
  const notSent = statuses.filter((row) => row.status !== 'sent');
  if (notSent.length > 0) failures.push(`outbox rows not sent: ${JSON.stringify(notSent)}`);

  console.log(
    `retry policy                       first ${defaultRetryPolicy.firstDelayMilliseconds / 1000} s, doubling, ${defaultRetryPolicy.maxAttempts} attempts`,
  );
  console.log(`mails queued                       ${messageCount}`);
  console.log(`attempts during the outage         ${attemptsDuringOutage[0]!.sum}`);
  console.log(`mails delivered                    ${delivered}`);
  console.log(`duplicates                         ${duplicates}`);
  console.log(
    `outbox statuses                    ${statuses.map((row) => `${row.status} ${row.count}`).join(', ')}`,
  );
  console.log(
    `attempts per mail                  ${attempts.map((row) => `${row.attempts}: ${row.count}`).join(', ')}`,
  );
  console.log(`time to drain after SMTP is back   ${drainSeconds.toFixed(1)} s`);
  console.log(
    `time from queued to all delivered  ${((lastReceivedAt - queuedAt) / 1000).toFixed(1)} s`,
  );
} finally {
  await delivery.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await testDatabase.drop();
  await postgres.stop();
}
for (const failure of failures) console.error(`FAILED ${failure}`);
process.exit(failures.length > 0 ? 1 : 0);
