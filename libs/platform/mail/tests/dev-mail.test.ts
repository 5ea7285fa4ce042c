import { createTestServer, type TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailPlugin, enqueueMail } from '../src';

let development: TestServer;
let production: TestServer;

beforeAll(async () => {
  development = await createTestServer({
    plugins: [{ plugin: devMailPlugin, options: { nodeEnv: 'development' } }],
  });
  production = await createTestServer({
    plugins: [{ plugin: devMailPlugin, options: { nodeEnv: 'production' } }],
  });
  const database = development.testDatabase.database;
  await database.transaction((transaction) =>
    enqueueMail(transaction, {
      kind: 'invitation',
      to: 'first@example.com',
      lang: 'en',
      data: {
        companyName: 'Acme <b>Corp</b>',
        inviterName: 'Rita',
        link: 'http://localhost:3000/register/first-token',
        role: 'employee',
      },
    }),
  );
  await database.transaction((transaction) =>
    enqueueMail(transaction, {
      kind: 'password-reset',
      to: 'second@example.com',
      lang: 'pt',
      data: { link: 'http://localhost:3000/set-password/second-token' },
    }),
  );
  // The worker without SMTP_URL would mark them kept; the viewer lists every status.
  await database('mail_outbox').update({ status: 'kept' });
});

afterAll(async () => {
  await development.close();
  await production.close();
});

describe('the development mail viewer', () => {
  it('lists kept mail newest first with subject, recipient, time and clickable links', async () => {
    const response = await development.server.inject('/api/dev/mail');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.payload;
    expect(page.indexOf('second@example.com')).toBeLessThan(page.indexOf('first@example.com'));
    expect(page).toContain('Redefinir a senha da Facet');
    expect(page).toContain('Acme &lt;b&gt;Corp&lt;/b&gt; invites you to Facet');
    expect(page).toContain(
      '<a href="http://localhost:3000/register/first-token">http://localhost:3000/register/first-token</a>',
    );
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT/);
    expect(page).toContain('kept');
  });

  it('answers JSON with each mail links when asked, filtered by recipient', async () => {
    const response = await development.server.inject({
      url: '/api/dev/mail?to=FIRST@example.com',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const mails = response.result as { to: string; links: string[]; status: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'first@example.com',
      status: 'kept',
      links: ['http://localhost:3000/register/first-token'],
    });
  });

  it('shows one message as the HTML that was sent', async () => {
    const [row] = await development.testDatabase
      .database('mail_outbox')
      .where({ recipient: 'second@example.com' });
    const response = await development.server.inject(`/api/dev/mail/${row!.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.payload).toBe(row!.html_body);
    expect(response.payload).toContain('href="http://localhost:3000/set-password/second-token"');
  });

  it('answers 404 for a mail that does not exist and 400 for an id that is not a number', async () => {
    expect((await development.server.inject('/api/dev/mail/999999')).statusCode).toBe(404);
    expect((await development.server.inject('/api/dev/mail/abc')).statusCode).toBe(400);
  });

  it('does not exist in production', async () => {
    expect((await production.server.inject('/api/dev/mail')).statusCode).toBe(404);
    expect((await production.server.inject('/api/dev/mail/1')).statusCode).toBe(404);
  });
});
