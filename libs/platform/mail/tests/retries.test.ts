import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import pino from 'pino';
import type { Transporter } from 'nodemailer';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail, type OutboxMail } from '../src';
import { createOutboxDeliverer, type RetryPolicy } from '../src/outbox-delivery';
import { createSmtpTransport } from '../src/smtp-transport';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

const retryPolicy: RetryPolicy = {
  maxAttempts: 3,
  firstDelayMilliseconds: 300,
  maxDelayMilliseconds: 10_000,
  claimMilliseconds: 60_000,
};
let testDatabase: TestDatabase;
let smtp: SmtpTestServer;
/** A port nothing listens on: the SMTP server is down. */
let closedSmtpUrl: string;
const openTransports: Transporter[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  smtp = await startSmtpTestServer();
  const gone = await startSmtpTestServer();
  closedSmtpUrl = gone.url;
  await gone.close();
});

afterAll(async () => {
  await smtp.close();
  await testDatabase.drop();
});

afterEach(() => {
  for (const transport of openTransports.splice(0)) transport.close();
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refusing = false;
  await testDatabase.database('mail_outbox').delete();
});

function deliverer(smtpUrl = smtp.url, policy: Partial<RetryPolicy> = {}) {
  const transport = createSmtpTransport(smtpUrl, 2);
  openTransports.push(transport);
  return createOutboxDeliverer({
    database: testDatabase.database,
    transport,
    mailFrom: 'Facet <no-reply@facet.test>',
    logger: pino({ level: 'silent' }),
    retryPolicy: { ...retryPolicy, ...policy },
    batchSize: 10,
  });
}

async function enqueueReset(to = 'pat@example.com'): Promise<number> {
  const { id } = await testDatabase.database.transaction((transaction) =>
    enqueueMail(transaction, {
      kind: 'password-reset',
      to,
      lang: 'en',
      data: { link: 'http://localhost:3000/set-password/abc' },
    }),
  );
  return id;
}

async function outboxRow(id: number): Promise<OutboxMail> {
  return (await testDatabase.database<OutboxMail>('mail_outbox').where({ id }).first())!;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('mail delivery retries', () => {
  it('retries a refused mail with a doubling wait and delivers it once the server recovers', async () => {
    const id = await enqueueReset();
    const worker = deliverer();
    smtp.refusing = true;

    const firstTry = Date.now();
    expect(await worker.deliverPending()).toBe(0);
    const afterFirst = await outboxRow(id);
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFirst.last_error).toMatch(/451/);
    expect(afterFirst.next_attempt_at.getTime() - firstTry).toBeGreaterThanOrEqual(250);

    // Not due yet: the backoff holds it back.
    expect(await worker.deliverPending()).toBe(0);
    expect((await outboxRow(id)).attempts).toBe(1);

    await sleep(350);
    const secondTry = Date.now();
    expect(await worker.deliverPending()).toBe(0);
    const afterSecond = await outboxRow(id);
    expect(afterSecond.attempts).toBe(2);
    expect(afterSecond.next_attempt_at.getTime() - secondTry).toBeGreaterThanOrEqual(550);

    smtp.refusing = false;
    await sleep(650);
    expect(await worker.deliverPending()).toBe(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a mail failed with the error after the last attempt when the server stays down', async () => {
    const id = await enqueueReset();
    const worker = deliverer(closedSmtpUrl, { firstDelayMilliseconds: 50 });
    for (let attempt = 1; attempt <= retryPolicy.maxAttempts; attempt += 1) {
      await worker.deliverPending();
      await sleep(50 * 2 ** attempt);
    }
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(await worker.deliverPending()).toBe(0);
  });

  it('fails a mail at once when the server rejects the recipient for good', async () => {
    smtp.rejectedRecipients.add('nobody@example.com');
    const id = await enqueueReset('nobody@example.com');
    await deliverer().deliverPending();
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/550/);
  });

  it('resends a mail whose worker died mid-send once its claim lapses, with the same Message-ID', async () => {
    const id = await enqueueReset();
    // A worker claimed it and died before marking it: the row stays 'sending' until the claim lapses.
    await testDatabase
      .database('mail_outbox')
      .where({ id })
      .update({
        status: 'sending',
        attempts: 1,
        next_attempt_at: testDatabase.database.raw("now() + interval '1 minute'"),
      });
    expect(await deliverer().deliverPending()).toBe(0);
    expect(smtp.received).toHaveLength(0);

    await testDatabase
      .database('mail_outbox')
      .where({ id })
      .update({ next_attempt_at: testDatabase.database.raw("now() - interval '1 second'") });
    expect(await deliverer().deliverPending()).toBe(1);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received[0]!.headers['message-id']).toBe(`<${row.message_id}@facet.test>`);
  });

  it('gives up on a lapsed claim that was already the last attempt, saying the outcome is unknown', async () => {
    const id = await enqueueReset();
    await testDatabase
      .database('mail_outbox')
      .where({ id })
      .update({
        status: 'sending',
        attempts: 3,
        next_attempt_at: testDatabase.database.raw("now() - interval '1 second'"),
      });
    await deliverer().deliverPending();
    const row = await outboxRow(id);
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/outcome is unknown/);
    expect(smtp.received).toHaveLength(0);
  });
});
