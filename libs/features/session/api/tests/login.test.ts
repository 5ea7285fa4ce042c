import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSessionTestServer,
  demoPassword,
  freshAddress,
  logIn,
  refreshCookieOf,
  setCookieHeaderOf,
} from './testing';

let testServer: TestServer;
const login = (payload: Record<string, unknown>, remoteAddress = freshAddress(), headers = {}) =>
  testServer.server.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress,
    headers,
  });
const currentTerms = { termsVersion: '1.0.0', privacyVersion: '1.0.0' };

beforeAll(async () => {
  // A small per-address limit, so proving it takes a few argon2 checks rather than fifty.
  testServer = await createSessionTestServer({
    rateLimits: { loginPerAddress: { attempts: 8, windowSeconds: 900 } },
  });
});
afterAll(() => testServer.close());

describe('POST /api/auth/login', () => {
  it('answers the user record and an access token, and sets the refresh cookie', async () => {
    const response = await login({
      email: 'Erin@Acme.Example',
      password: demoPassword,
      ...currentTerms,
    });
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({
      user: { name: 'Erin Employee', email: 'erin@acme.example', role: 'employee', lang: 'en' },
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = setCookieHeaderOf(response);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api');
  });

  it('sets a browser-session cookie by default and a persistent one to stay logged in', async () => {
    const session = await login({ email: 'erin@acme.example', password: demoPassword });
    expect(setCookieHeaderOf(session)).not.toMatch(/Max-Age|Expires/);
    const persistent = await login({
      email: 'erin@acme.example',
      password: demoPassword,
      stayLoggedIn: true,
    });
    expect(setCookieHeaderOf(persistent)).toMatch(/Max-Age=\d+/);
  });

  it('answers 400 naming the field when the e-mail is not an address', async () => {
    const response = await login({ email: 'not-an-address', password: demoPassword });
    expect(response.statusCode).toBe(400);
    expect(response.result).toMatchObject({ message: 'email: must be a valid e-mail address' });
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@acme.example', password: demoPassword });
    const wrong = await login({ email: 'erin@acme.example', password: 'Wrong-password1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.result).toEqual(wrong.result);
    expect(refreshCookieOf(wrong)).toBeUndefined();
  });

  it('locks an account after five attempts with 429 and Retry-After, existing or not', async () => {
    for (const email of ['joao@acme.example', 'ghost@acme.example']) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login({ email, password: 'Wrong-password1' })).statusCode).toBe(401);
      }
      const locked = await login({ email, password: demoPassword });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.result).toMatchObject({
        message: expect.stringContaining('Too many attempts'),
      });
    }
  });

  it('limits attempts from one network address across accounts', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await login({ email: `guess${attempt}@acme.example`, password: 'Wrong-password1' }, address);
    }
    const limited = await login({ email: 'mario@acme.example', password: demoPassword }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses a call from another site', async () => {
    const response = await login(
      { email: 'erin@acme.example', password: demoPassword },
      freshAddress(),
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('asks for the current terms with 422, and accept-terms records them and signs in', async () => {
    await testServer.testDatabase
      .database('users')
      .where({ email: 'carla@acme.example' })
      .update({ terms_version: '0.9.0' });
    const outdated = await login({ email: 'carla@acme.example', password: demoPassword });
    expect(outdated.statusCode).toBe(422);
    const accepted = await testServer.server.inject({
      method: 'PATCH',
      url: '/api/user/accept-terms',
      remoteAddress: freshAddress(),
      payload: { email: 'carla@acme.example', password: demoPassword, ...currentTerms },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.result).toMatchObject({
      user: { role: 'candidate' },
      token: expect.any(String),
    });
    expect((await login({ email: 'carla@acme.example', password: demoPassword })).statusCode).toBe(
      200,
    );
  });

  it('answers accept-terms with the login 401 for a wrong password', async () => {
    const response = await testServer.server.inject({
      method: 'PATCH',
      url: '/api/user/accept-terms',
      remoteAddress: freshAddress(),
      payload: { email: 'mario@acme.example', password: 'Wrong-password1', ...currentTerms },
    });
    expect(response.statusCode).toBe(401);
  });

  it('signs a platform admin in at /admin/login with the same 401 rules', async () => {
    const { body } = await logIn(
      testServer.server,
      { email: 'admin@facet.example' },
      '/api/admin/login',
    );
    expect(body).toMatchObject({ admin: { email: 'admin@facet.example', name: 'Petra Admin' } });
    const userAtAdminLogin = await testServer.server.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: freshAddress(),
      payload: { email: 'erin@acme.example', password: demoPassword },
    });
    expect(userAtAdminLogin.statusCode).toBe(401);
  });
});
