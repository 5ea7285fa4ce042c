import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOneTimeToken, type OneTimeTokenPurpose } from '../src/index';
import { bearer, createSessionTestServer, demoPassword, logIn } from './testing';

let testServer: TestServer;
let companyId: number;
const database = () => testServer.testDatabase.database;
const currentTerms = { termsVersion: '1.0.0', privacyVersion: '1.0.0' };

function issueLink(
  email: string,
  purpose: OneTimeTokenPurpose = 'invitation',
  expiresInSeconds = 7 * 24 * 3600,
): Promise<string> {
  return database().transaction((transaction) =>
    issueOneTimeToken(transaction, {
      purpose,
      email,
      expiresInSeconds,
      companyId,
      payload: { role: 'employee', lang: 'pt' },
    }),
  );
}

const register = (token: string, name = 'Nova Pessoa', password = 'Welcome-aboard7') =>
  testServer.server.inject({
    method: 'POST',
    url: '/api/auth/employee-register',
    payload: { token, name, password, ...currentTerms },
  });

beforeAll(async () => {
  testServer = await createSessionTestServer();
  companyId = (await database()('companies').first<{ id: number }>('id')).id;
});
afterAll(() => testServer.close());

describe('POST /api/auth/employee-register', () => {
  it('creates the account of an invitation as a member of its company', async () => {
    const token = await issueLink('nova@acme.example');
    const response = await register(token);
    expect(response.statusCode).toBe(201);
    const { body } = await logIn(testServer.server, {
      email: 'nova@acme.example',
      password: 'Welcome-aboard7',
    });
    expect(body).toMatchObject({
      user: { name: 'Nova Pessoa', role: 'employee', lang: 'pt', company_id: companyId },
    });
  });

  it('answers 409 when the link was used already', async () => {
    const token = await issueLink('twice@acme.example');
    expect((await register(token)).statusCode).toBe(201);
    expect((await register(token)).statusCode).toBe(409);
  });

  it('answers 410 when the link has expired', async () => {
    const token = await issueLink('late@acme.example', 'registration', -1);
    const response = await register(token);
    expect(response.statusCode).toBe(410);
  });

  it('answers 409 when an account already uses the e-mail', async () => {
    const token = await issueLink('erin@acme.example');
    const response = await register(token);
    expect(response.statusCode).toBe(409);
    expect(response.result).toMatchObject({ message: expect.stringContaining('already uses') });
  });

  it('answers 404 for an unknown link and 400 for a name with digits', async () => {
    expect((await register('no-such-link')).statusCode).toBe(404);
    const token = await issueLink('digits@acme.example');
    const response = await register(token, 'R2D2');
    expect(response.statusCode).toBe(400);
    expect(response.result).toMatchObject({ message: expect.stringContaining('name:') });
  });
});

describe('PATCH /api/auth/change-password', () => {
  const change = (token: string, password: string, newPassword: string, cookie?: string) =>
    testServer.server.inject({
      method: 'PATCH',
      url: '/api/auth/change-password',
      headers: { ...bearer(token), ...(cookie && { cookie }) },
      payload: { password, newPassword },
    });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await logIn(testServer.server, { email: 'joao@acme.example' });
    const current = await logIn(testServer.server, { email: 'joao@acme.example' });
    const response = await change(current.token, demoPassword, 'Changed-pass42', current.cookie);
    expect(response.statusCode).toBe(200);
    const refresh = (cookie: string) =>
      testServer.server.inject({ method: 'POST', url: '/api/refresh-token', headers: { cookie } });
    expect((await refresh(current.cookie)).statusCode).toBe(200);
    expect((await refresh(other.cookie)).statusCode).toBe(401);
    await logIn(testServer.server, { email: 'joao@acme.example', password: 'Changed-pass42' });
  });

  it('answers 400 when the current password is wrong, without ending the session', async () => {
    const { token } = await logIn(testServer.server, { email: 'mario@acme.example' });
    const response = await change(token, 'Not-the-password1', 'Changed-pass42');
    expect(response.statusCode).toBe(400);
    expect(response.result).toMatchObject({ message: 'password: is not your current password' });
  });

  it('answers 400 when the new password equals the current one', async () => {
    const { token } = await logIn(testServer.server, { email: 'mario@acme.example' });
    const response = await change(token, demoPassword, demoPassword);
    expect(response.statusCode).toBe(400);
    expect(response.result).toMatchObject({
      message: 'newPassword: must differ from the current password',
    });
  });

  it('answers 401 without a user token', async () => {
    const { token } = await logIn(
      testServer.server,
      { email: 'admin@facet.example' },
      '/api/admin/login',
    );
    expect((await change(token, demoPassword, 'Changed-pass42')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/register', () => {
  const registerUser = (token: string, email: string) =>
    testServer.server.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(token),
      payload: { name: 'Created Person', email, password: 'Created-pass3', lang: 'es' },
    });

  it('lets a platform admin create a user, who can then sign in', async () => {
    const { token } = await logIn(
      testServer.server,
      { email: 'admin@facet.example' },
      '/api/admin/login',
    );
    const response = await registerUser(token, 'Created@Example.com');
    expect(response.statusCode).toBe(201);
    expect(response.result).toMatchObject({
      user: { email: 'created@example.com', role: 'user', lang: 'es' },
    });
    await logIn(testServer.server, { email: 'created@example.com', password: 'Created-pass3' });
    expect((await registerUser(token, 'created@example.com')).statusCode).toBe(409);
  });

  it('answers 401 to a user token', async () => {
    const { token } = await logIn(testServer.server, { email: 'carla@acme.example' });
    expect((await registerUser(token, 'sneaky@example.com')).statusCode).toBe(401);
  });
});

describe('GET /api/auth/register-context/{token}', () => {
  const contextOf = (token: string, remoteAddress = '10.9.0.1') =>
    testServer.server.inject({
      method: 'GET',
      url: `/api/auth/register-context/${token}`,
      remoteAddress,
    });

  it("answers the link's company, role, e-mail and language without using the link up", async () => {
    const token = await issueLink('context@acme.example');
    const response = await contextOf(token);
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({
      email: 'context@acme.example',
      lang: 'pt',
      companyName: 'Acme Demo',
      role: 'employee',
      inviterName: null,
      welcomeLine: null,
      logoUrl: null,
    });
    expect((await register(token)).statusCode).toBe(201);
    expect((await contextOf(token)).statusCode).toBe(410);
  });

  it('answers 404 for an unknown link, 410 for an expired one and never a password reset link', async () => {
    expect((await contextOf('no-such-link')).statusCode).toBe(404);
    const expired = await issueLink('expired.context@acme.example', 'registration', -1);
    expect((await contextOf(expired)).statusCode).toBe(410);
    const reset = await issueLink('erin@acme.example', 'password_reset');
    expect((await contextOf(reset)).statusCode).toBe(404);
  });

  it('refuses with 429 an address that looked up too many links', async () => {
    await database()('rate_limits').insert({
      key: 'link-context:address:10.9.9.9',
      hits: 60,
      window_started_at: new Date(),
      window_ends_at: new Date(Date.now() + 15 * 60 * 1000),
    });
    const response = await contextOf('any-link-at-all', '10.9.9.9');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
