import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@facet/platform-config';
import { demoAdmin, seedDemo } from '@facet/platform-db';
import { createLogger } from '@facet/platform-http';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '../src/server';
import { completeAssessment } from './support/api-world';
import {
  bearer,
  freshAddress,
  refreshCookieOf,
  resetSecretMailedTo,
  signIn,
} from './support/sign-in';

let testDatabase: TestDatabase;
let server: Server;
/** Every line the API's logger wrote, as written. */
const logLines: string[] = [];
/** Everything a log reader must never find, with what it is. */
const secrets = new Map<string, string>();
const keepSecret = (what: string, value: string | undefined) => {
  if (!value) throw new Error(`No ${what} to look for`);
  secrets.set(value, what);
};

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedDemo(testDatabase.database);
  const webDist = await mkdtemp(join(tmpdir(), 'facet-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  // As main.ts builds it, in production, with the logger writing into memory.
  server = await createApiServer({
    config: loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-log-test-secret-that-is-long-enough-for-hs256',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
      PUBLIC_URL: 'https://facet.example',
      WEB_DIST_DIR: webDist,
      PORT: '0',
    }),
    database: testDatabase.database,
    logger: createLogger({
      level: 'info',
      service: 'facet-api',
      destination: { write: (line: string) => void logLines.push(line) },
    }),
  });
  await server.initialize();
}, 60_000);
afterAll(async () => {
  await server.stop();
  await testDatabase.drop();
});

/** The person's journey through every call that carries a credential or an address. */
async function walkThroughEverySecret(): Promise<void> {
  const erin = await signIn(server, 'erin@acme.example', 'user');
  const admin = await signIn(server, demoAdmin.email, 'admin');
  const mario = await signIn(server, 'mario@acme.example', 'user');
  keepSecret('a user access token', erin.token);
  keepSecret('a user refresh cookie', erin.cookieValue);
  keepSecret('an admin access token', admin.token);
  keepSecret('an admin refresh cookie', admin.cookieValue);
  keepSecret('a manager access token', mario.token);

  const refreshed = await server.inject({
    method: 'POST',
    url: '/api/refresh-token',
    headers: { cookie: erin.cookie },
  });
  expect(refreshed.statusCode).toBe(200);
  const erinToken = (refreshed.result as { accessToken: string }).accessToken;
  keepSecret('a refreshed access token', erinToken);
  keepSecret('a rotated refresh cookie', refreshCookieOf(refreshed)?.cookieValue);

  const forgot = await server.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: freshAddress(),
    payload: { email: 'joao@acme.example', lang: 'en' },
  });
  expect(forgot.statusCode).toBe(200);
  const resetSecret = await resetSecretMailedTo(testDatabase.database, 'joao@acme.example');
  keepSecret('a password-reset link secret', resetSecret);
  expect((await server.inject(`/set-password/${resetSecret}`)).statusCode).toBe(200);
  const reset = await server.inject({
    method: 'PATCH',
    url: '/api/auth/set-password',
    payload: { token: resetSecret, password: 'Reset-pass42' },
  });
  expect(reset.statusCode).toBe(200);

  const invited = await server.inject({
    method: 'POST',
    url: '/api/companies/invite?role=manager',
    headers: bearer(mario.token),
    payload: {
      host: 'hello@acme.example',
      guest: 'log.invitee@example.com',
      neededRole: 'manager',
      role: 'employee',
      company_id: 1,
      lang: 'en',
    },
  });
  expect(invited.statusCode).toBe(201);
  const invitationMail = await testDatabase
    .database('mail_outbox')
    .where({ kind: 'invitation', recipient: 'log.invitee@example.com' })
    .first<{ text_body: string }>('text_body');
  const invitationSecret = invitationMail.text_body.match(/\/register\/(\S+)/)?.[1];
  keepSecret('an invitation link secret', invitationSecret);
  expect((await server.inject(`/register/${invitationSecret}`)).statusCode).toBe(200);
  const context = await server.inject({
    url: `/api/auth/register-context/${invitationSecret}`,
    remoteAddress: freshAddress(),
  });
  expect(context.statusCode).toBe(200);
  keepSecret('an invitee e-mail address', 'log.invitee@example.com');

  const employee = await server.inject({
    method: 'GET',
    url: '/api/companies/get-employees/erin@acme.example',
    headers: bearer(mario.token),
  });
  expect(employee.statusCode).toBe(200);
  keepSecret('an e-mail address in a path', 'erin@acme.example');

  const resultId = await completeAssessment(server, erinToken);
  const document = await server.inject({
    method: 'POST',
    url: `/api/diagnoses/get-inform-document/${resultId}?lang=en`,
    headers: bearer(erinToken),
    payload: {},
  });
  expect(document.statusCode).toBe(200);
  const pdfPath = (document.result as { pdfUrl: string }).pdfUrl;
  keepSecret('a signed PDF link', pdfPath.split('/').pop());
  const pdf = await server.inject(pdfPath);
  expect(pdf.headers['content-type']).toBe('application/pdf');

  const filed = await server.inject({
    method: 'POST',
    url: '/api/arsulipo/user',
    headers: bearer(erinToken),
    payload: {
      name: 'Erin Employee',
      email: 'erin@acme.example',
      right: 'portability',
      entity: 'employee',
      message: 'Please send me my data to take elsewhere.',
      lang: 'en',
    },
  });
  expect(filed.statusCode).toBe(201);
  const requestId = (filed.result as { arsulipo: { arsulipo_id: number } }).arsulipo.arsulipo_id;
  const granted = await server.inject({
    method: 'GET',
    url: `/api/arsulipo/portability?arsulipo_id=${requestId}&toPort=employee`,
    headers: bearer(admin.token),
  });
  expect(granted.statusCode).toBe(200);
  const exportPath = new URL((granted.result as { url: string }).url).pathname;
  keepSecret('a signed export link', decodeURIComponent(exportPath.split('/').pop()!));
  expect((await server.inject(exportPath)).statusCode).toBe(200);

  const logout = await server.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { cookie: admin.cookie },
  });
  expect(logout.statusCode).toBe(204);
}

describe('the API log (review findings 3 and 11)', () => {
  it('holds no token, cookie, link secret or e-mail address of a whole journey', async () => {
    await walkThroughEverySecret();
    const log = logLines.join('');
    expect(log).toContain('/api/auth/login');
    const found = [...secrets].filter(([value]) => log.includes(value)).map(([, what]) => what);
    expect(found).toEqual([]);
  }, 120_000);

  it('writes one line per request: method, route template, status, time and request id', async () => {
    const requestId = 'log-test-request-1';
    await server.inject({
      method: 'GET',
      url: '/api/arsulipo/export/some.secret-looking-token',
      headers: { 'x-request-id': requestId, cookie: 'facet_refresh=cookie-value' },
    });
    const lines = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.requestId === requestId);
    expect(lines).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/api/arsulipo/export/{token}',
        status: 404,
        responseTimeMs: expect.any(Number),
        requestId,
      }),
    ]);
    expect(Object.keys(lines[0]!)).not.toContain('req');
    expect(Object.keys(lines[0]!)).not.toContain('res');
  });

  it('logs a path no route names without what looks like a secret or an address', async () => {
    const requestId = 'log-test-request-2';
    await server.inject({
      url: '/api/set-password/AbCdEf0123456789_-xyz/someone@example.com/12',
      headers: { 'x-request-id': requestId },
    });
    const [line] = logLines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((text) => text.requestId === requestId);
    expect(line).toMatchObject({ route: '/api/set-password/{secret}/{email}/12', status: 404 });
  });

  it('writes the line of a request refused before routing too', async () => {
    const requestId = 'log-test-request-3';
    const response = await server.inject({
      url: '/reset/AbCdEf0123456789_-xyz%00',
      headers: { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(400);
    const lines = logLines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .filter((text) => text.requestId === requestId);
    expect(lines).toEqual([expect.objectContaining({ route: '/reset/{secret}', status: 400 })]);
  });
});
