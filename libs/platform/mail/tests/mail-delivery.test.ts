import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MailStatus } from '../src/outbox';
import {
  enqueueMail,
  mailBodyRetentionDays,
  mailRetentionRules,
  removedLinkText,
  startMailDelivery,
  type MailDelivery,
  type OutboxMail,
} from '../src';
import { startSmtpTestServer, waitUntil, type SmtpTestServer } from './smtp-test-server';

const logger = pino({ level: process.env.MAIL_TEST_LOG ?? 'silent' });
const mailFrom = 'Facet <no-reply@facet.test>';
let testDatabase: TestDatabase;
let smtp: SmtpTestServer;
let delivery: MailDelivery | undefined;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  smtp = await startSmtpTestServer();
});

afterAll(async () => {
  await smtp.close();
  await testDatabase.drop();
});

beforeEach(async () => {
  smtp.received.length = 0;
  await testDatabase.database('mail_outbox').delete();
});

afterEach(async () => {
  await delivery?.stop();
  delivery = undefined;
});

function startDelivery({ withSmtp = true } = {}) {
  return startMailDelivery({
    database: testDatabase.database,
    databaseUrl: testDatabase.url,
    smtpUrl: withSmtp ? smtp.url : undefined,
    mailFrom,
    logger,
    sweepIntervalMilliseconds: 200,
  });
}

const resetLink = 'http://localhost:3000/set-password/token-123';

describe('mail delivery through the job queue', () => {
  it('delivers a mail enqueued in a committed transaction exactly once, in the recipient language', async () => {
    delivery = await startDelivery();
    await testDatabase.database.transaction((transaction) =>
      enqueueMail(transaction, {
        kind: 'password-reset',
        to: 'lucia@example.com',
        lang: 'es',
        data: { link: resetLink },
      }),
    );

    await waitUntil(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['lucia@example.com']);
    expect(mail!.subject).toBe('Restablece tu contraseña de Facet');
    expect(mail!.text).toContain(resetLink);
    expect(mail!.html).toContain(`href="${resetLink}"`);
    expect(mail!.headers.from).toBe('Facet <no-reply@facet.test>');
    expect(mail!.headers['auto-submitted']).toBe('auto-generated');

    const [row] = await testDatabase.database<OutboxMail>('mail_outbox');
    await waitUntil(async () => {
      const current = await testDatabase.database<OutboxMail>('mail_outbox').first();
      return current?.status === 'sent';
    });
    expect(mail!.headers['message-id']).toBe(`<${row!.message_id}@facet.test>`);
    // A later sweep finds nothing more to send.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps no working link in the stored body once the mail is sent; subject, kind and status stay', async () => {
    delivery = await startDelivery();
    await testDatabase.database.transaction((transaction) =>
      enqueueMail(transaction, {
        kind: 'password-reset',
        to: 'lucia@example.com',
        lang: 'en',
        data: { link: resetLink },
      }),
    );
    await waitUntil(async () => {
      const current = await testDatabase.database<OutboxMail>('mail_outbox').first();
      return current?.status === 'sent';
    });
    expect(smtp.received[0]!.text).toContain(resetLink);
    const row = await testDatabase.database<OutboxMail>('mail_outbox').first();
    expect(row).toMatchObject({ kind: 'password-reset', status: 'sent' });
    expect(row!.subject).toBe(smtp.received[0]!.subject);
    for (const body of [row!.text_body, row!.html_body]) {
      expect(body).not.toContain('token-123');
      expect(body).not.toMatch(/https?:\/\//);
      expect(body).toContain(removedLinkText);
    }
  });

  it(`empties the bodies of mail settled more than ${mailBodyRetentionDays} days ago`, async () => {
    const database = testDatabase.database;
    const mail = (status: MailStatus, daysAgo: number) => ({
      kind: 'password-reset' as const,
      recipient: 'old@example.com',
      lang: 'en' as const,
      subject: 'Reset your Facet password',
      text_body: `Reset: ${resetLink}`,
      html_body: `<a href="${resetLink}">Reset</a>`,
      status,
      created_at: database.raw(`now() - make_interval(days => ?)`, [daysAgo]),
    });
    await database('mail_outbox').insert([
      mail('sent', mailBodyRetentionDays + 1),
      mail('kept', mailBodyRetentionDays + 1),
      mail('failed', mailBodyRetentionDays + 1),
      mail('kept', mailBodyRetentionDays - 1),
      mail('pending', mailBodyRetentionDays + 1),
    ]);
    const emptied = await mailRetentionRules[0]!.deleteExpired(database);
    expect(emptied).toBe(3);
    const rows = await database<OutboxMail>('mail_outbox').orderBy('id');
    expect(rows.map((row) => row.text_body === '' && row.html_body === '')).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(rows.every((row) => row.subject === 'Reset your Facet password')).toBe(true);
    expect(await mailRetentionRules[0]!.deleteExpired(database)).toBe(0);
  });

  it('never sends a mail whose transaction rolled back', async () => {
    delivery = await startDelivery();
    await expect(
      testDatabase.database.transaction(async (transaction) => {
        await enqueueMail(transaction, {
          kind: 'password-reset',
          to: 'ghost@example.com',
          lang: 'en',
          data: { link: resetLink },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await delivery.deliverPending()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await testDatabase.database('mail_outbox').count({ count: '*' })).toEqual([
      { count: 0 },
    ]);
  });

  it('drains 1,000 queued mails without losing or repeating one', async () => {
    const recipients = Array.from({ length: 1000 }, (_, index) => `person${index}@example.com`);
    await testDatabase.database.transaction(async (transaction) => {
      for (const to of recipients) {
        await enqueueMail(transaction, {
          kind: 'password-reset',
          to,
          lang: 'en',
          data: { link: resetLink },
        });
      }
    });
    delivery = await startDelivery();

    await waitUntil(() => smtp.received.length >= 1000, 60_000);
    await waitUntil(async () => {
      const sent = await testDatabase
        .database('mail_outbox')
        .where('status', 'sent')
        .count<{ count: number }[]>({ count: '*' });
      return sent[0]?.count === 1000;
    });
    const delivered = smtp.received.flatMap((mail) => mail.to).sort();
    expect(delivered).toEqual([...recipients].sort());
  }, 120_000);

  it('sends each mail once when two workers drain the same outbox at the same time', async () => {
    await testDatabase.database.transaction(async (transaction) => {
      for (let index = 0; index < 200; index += 1) {
        await enqueueMail(transaction, {
          kind: 'admin-broadcast',
          to: `member${index}@example.com`,
          lang: 'pt',
          data: { subject: 'Novidades', body: 'Uma mensagem para todos.' },
        });
      }
    });
    const first = await startDelivery();
    const second = await startDelivery();
    try {
      const [byFirst, bySecond] = await Promise.all([
        first.deliverPending(),
        second.deliverPending(),
      ]);
      await waitUntil(() => smtp.received.length >= 200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const recipients = smtp.received.flatMap((mail) => mail.to);
      expect(recipients).toHaveLength(200);
      expect(new Set(recipients).size).toBe(200);
      expect(byFirst + bySecond).toBeLessThanOrEqual(200);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('keeps mail in the outbox, unsent, when no SMTP server is configured', async () => {
    delivery = await startDelivery({ withSmtp: false });
    await testDatabase.database.transaction((transaction) =>
      enqueueMail(transaction, {
        kind: 'registration',
        to: 'new@example.com',
        lang: 'en',
        data: { link: 'http://localhost:3000/register/abc' },
      }),
    );
    await waitUntil(async () => {
      const row = await testDatabase.database<OutboxMail>('mail_outbox').first();
      return row?.status === 'kept';
    });
    expect(smtp.received).toHaveLength(0);
  });
});
