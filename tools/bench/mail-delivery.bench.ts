/**
 * Mail delivery throughput: messages per second from the outbox to an SMTP server on loopback.
 *
 *   npx tsx tools/bench/mail-delivery.bench.ts [messages]
 *
 * Uses a fresh test database (DATABASE_URL, else 127.0.0.1:5432, else embedded PostgreSQL).
 * Prints figures only.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { startMailDelivery } from '@facet/platform-mail';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { enqueueInvitations } from './support/invitation-mail';

const messageCount = Number(process.argv[2] ?? 2_000);

const postgres = await locateTestPostgres(54349);
process.env[testDatabaseUrlVariable] = postgres.url;
const testDatabase = await createTestDatabase();

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received += 1;
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address() as AddressInfo;

try {
  const enqueueStarted = performance.now();
  await enqueueInvitations(testDatabase.database, messageCount);
  const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
  console.log(
    `enqueue (render + insert, one transaction): ${Math.round(messageCount / enqueueSeconds)} messages/s`,
  );

  const delivery = await startMailDelivery({
    database: testDatabase.database,
    databaseUrl: testDatabase.url,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    mailFrom: 'Facet <no-reply@facet.test>',
    logger: pino({ level: 'silent' }),
  });
  const deliveryStarted = performance.now();
  while (received < messageCount) await new Promise((resolve) => setTimeout(resolve, 10));
  const deliverySeconds = (performance.now() - deliveryStarted) / 1000;
  await delivery.stop();
  console.log(
    `delivery to loopback SMTP: ${messageCount} messages in ${deliverySeconds.toFixed(2)} s, ` +
      `${Math.round(messageCount / deliverySeconds)} messages/s`,
  );
} finally {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await testDatabase.drop();
  await postgres.stop();
}
