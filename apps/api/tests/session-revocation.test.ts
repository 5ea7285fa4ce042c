import { loadConfig } from '@facet/platform-config';
import { demoAdmin, demoPassword, seedDemo } from '@facet/platform-db';
import { createLogger } from '@facet/platform-http';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import type { Server } from '@hapi/hapi';
import Jwt from '@hapi/jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '../src/server';
import {
  bearer,
  freshAddress,
  refreshCookieOf,
  resetSecretMailedTo,
  signIn,
  type SignedIn,
} from './support/sign-in';

const jwtSecret = 'a-revocation-test-secret-long-enough-for-hs256';
let testDatabase: TestDatabase;
let server: Server;
const database = () => testDatabase.database;

/** The deployment as `main.ts` builds it, with `environment` as its configuration. */
async function deployment(environment: Record<string, string>): Promise<Server> {
  const built = await createApiServer({
    config: loadConfig({
      PORT: '0',
      JWT_SECRET: jwtSecret,
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
      ...environment,
    }),
    database: database(),
    logger: createLogger({ level: 'silent', service: 'facet-api' }),
  });
  await built.initialize();
  return built;
}

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedDemo(database());
  server = await deployment({ PUBLIC_URL: 'http://facet.test' });
});
afterAll(async () => {
  await server.stop();
  await testDatabase.drop();
});

const get = (url: string, token: string) =>
  server.inject({ method: 'GET', url, headers: bearer(token) });
const refresh = (signedIn: Pick<SignedIn, 'cookie'>, on = server) =>
  on.inject({ method: 'POST', url: '/api/refresh-token', headers: { cookie: signedIn.cookie } });
const changePassword = (signedIn: SignedIn, password: string, newPassword: string) =>
  server.inject({
    method: 'PATCH',
    url: '/api/auth/change-password',
    headers: { ...bearer(signedIn.token), cookie: signedIn.cookie },
    payload: { password, newPassword },
  });
const forgotPassword = (email: string) =>
  server.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: freshAddress(),
    payload: { email, lang: 'en' },
  });
const setPassword = (token: string, password: string) =>
  server.inject({ method: 'PATCH', url: '/api/auth/set-password', payload: { token, password } });

const refused = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Please sign in again.',
  code: 'access.sign_in_again',
};

describe('access tokens end with their session (review finding 5)', () => {
  it('(a) refuses the access token of a sign-in that logged out, and not a new sign-in', async () => {
    const joao = await signIn(server, 'joao@acme.example', 'user');
    expect((await get('/api/user/me', joao.token)).statusCode).toBe(200);
    const logout = await server.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: joao.cookie },
    });
    expect(logout.statusCode).toBe(204);
    const after = await get('/api/user/me', joao.token);
    expect(after.statusCode).toBe(401);
    expect(after.result).toEqual(refused);
    const again = await signIn(server, 'joao@acme.example', 'user');
    expect((await get('/api/user/me', again.token)).statusCode).toBe(200);
  });

  it('(b) after a password change refuses the other session and keeps the one that asked', async () => {
    const other = await signIn(server, 'mario@acme.example', 'user');
    const asking = await signIn(server, 'mario@acme.example', 'user');
    expect((await get('/api/companies/get-company', other.token)).statusCode).toBe(200);

    const changed = await changePassword(asking, demoPassword, 'Changed-pass42');
    expect(changed.statusCode).toBe(200);
    const freshToken = (changed.result as { token: string }).token;

    expect((await get('/api/companies/get-company', other.token)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await get('/api/companies/get-company', freshToken)).statusCode).toBe(200);
    const renewed = await refresh(asking);
    expect(renewed.statusCode).toBe(200);
    const renewedToken = (renewed.result as { accessToken: string }).accessToken;
    expect((await get('/api/companies/get-company', renewedToken)).statusCode).toBe(200);
  });

  it('(c) refuses the token of a user the platform admin deleted, on every route', async () => {
    const admin = await signIn(server, demoAdmin.email, 'admin');
    const erin = await signIn(server, 'erin@acme.example', 'user');
    expect((await get('/api/arsulipo/user', erin.token)).statusCode).toBe(200);
    const deleted = await server.inject({
      method: 'DELETE',
      url: '/api/admin/delete-user',
      headers: bearer(admin.token),
      payload: { userEmailDelete: 'erin@acme.example' },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get('/api/arsulipo/user', erin.token)).statusCode).toBe(401);
    const filed = await server.inject({
      method: 'POST',
      url: '/api/arsulipo/user',
      headers: bearer(erin.token),
      payload: {
        name: 'Erin Employee',
        email: 'erin@acme.example',
        right: 'access',
        message: 'Please send me my data.',
        lang: 'en',
      },
    });
    expect(filed.statusCode).toBe(401);
  });

  it('refuses the token of a platform admin who was deleted', async () => {
    const admin = await signIn(server, demoAdmin.email, 'admin');
    const created = await server.inject({
      method: 'POST',
      url: '/api/admin/create',
      headers: bearer(admin.token),
      payload: { name: 'Second Admin', email: 'second@facet.example', password: 'Second-pass42' },
    });
    expect(created.statusCode).toBe(201);
    const secondId = (created.result as { petroAdmin: { petroAdmin_id: number } }).petroAdmin
      .petroAdmin_id;
    const second = await signIn(server, 'second@facet.example', 'admin', {
      password: 'Second-pass42',
    });
    const verify = () =>
      server.inject({
        method: 'POST',
        url: '/api/admin/verify-admin',
        headers: bearer(second.token),
        payload: {},
      });
    expect((await verify()).statusCode).toBe(200);
    const deleted = await server.inject({
      method: 'DELETE',
      url: '/api/admin/delete',
      headers: bearer(admin.token),
      payload: { petroAdmin_id: secondId },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(401);
  });

  it('refuses every access token issued before a password reset', async () => {
    const carla = await signIn(server, 'carla@acme.example', 'user');
    expect((await forgotPassword('carla@acme.example')).statusCode).toBe(200);
    const secret = await resetSecretMailedTo(database(), 'carla@acme.example');
    expect((await setPassword(secret, 'Reset-pass42')).statusCode).toBe(200);
    expect((await get('/api/user/me', carla.token)).statusCode).toBe(401);
    expect((await refresh(carla)).statusCode).toBe(401);
  });
});

describe('password reset links (review finding 12)', () => {
  it('answers an old link after a password change as it answers a used one', async () => {
    const email = 'alicia@acme.example';
    await forgotPassword(email);
    const usedSecret = await resetSecretMailedTo(database(), email);
    expect((await setPassword(usedSecret, 'Reset-pass42')).statusCode).toBe(200);
    const used = await setPassword(usedSecret, 'Another-pass43');

    await forgotPassword(email);
    const outstanding = await resetSecretMailedTo(database(), email, usedSecret);
    const alicia = await signIn(server, email, 'user', { password: 'Reset-pass42' });
    expect((await changePassword(alicia, 'Reset-pass42', 'Changed-pass44')).statusCode).toBe(200);
    const old = await setPassword(outstanding, 'Another-pass43');

    expect(used.statusCode).toBe(409);
    expect({ statusCode: old.statusCode, body: old.result }).toEqual({
      statusCode: used.statusCode,
      body: used.result,
    });
    await signIn(server, email, 'user', { password: 'Changed-pass44' });
  });
});

describe('one answer for every refused access token (review finding 18a)', () => {
  it('says the same for a missing, forged, expired, foreign or malformed token', async () => {
    const user = await signIn(server, 'joao@acme.example', 'user');
    const admin = await signIn(server, demoAdmin.email, 'admin');
    const claims = { sub: '1', aud: 'facet:user', iss: 'facet' };
    const now = Math.floor(Date.now() / 1000);
    const expired = Jwt.token.generate(
      { ...claims, iat: now - 3600, exp: now - 1800 },
      { key: jwtSecret, algorithm: 'HS256' },
    );
    const forged = `${user.token.slice(0, -4)}AAAA`;
    const headers: Record<string, Record<string, string>> = {
      missing: {},
      malformed: { authorization: 'Bearer not-a-token' },
      forged: bearer(forged),
      expired: bearer(expired),
      'another audience': bearer(admin.token),
    };
    for (const [what, sent] of Object.entries(headers)) {
      const response = await server.inject({ method: 'GET', url: '/api/user/me', headers: sent });
      expect({ what, status: response.statusCode, body: response.result }).toEqual({
        what,
        status: 401,
        body: refused,
      });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });
});

describe('the refresh cookie (review finding 13)', () => {
  const signInOn = (on: Server, host: string) =>
    on.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshAddress(),
      headers: { host },
      payload: {
        email: 'joao@acme.example',
        password: demoPassword,
        termsVersion: '1.0.0',
        privacyVersion: '1.0.0',
      },
    });

  it('is Secure and __Secure- named in production, whatever Host the client sends', async () => {
    const production = await deployment({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://facet.example',
    });
    try {
      const login = await signInOn(production, 'localhost');
      const cookie = refreshCookieOf(login);
      expect(cookie?.cookie).toMatch(/^__Secure-facet_refresh=/);
      expect(cookie?.attributes.split('; ')).toEqual(
        expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Strict', 'Path=/api']),
      );
      expect((await refresh(cookie!, production)).statusCode).toBe(200);
      const unprefixed = `facet_refresh=${cookie!.cookieValue}`;
      expect((await refresh({ cookie: unprefixed }, production)).statusCode).toBe(401);
    } finally {
      await production.stop();
    }
  });

  it('is Secure behind an https public address outside production too', async () => {
    const behindTls = await deployment({ PUBLIC_URL: 'https://facet.example' });
    try {
      const cookie = refreshCookieOf(await signInOn(behindTls, '127.0.0.1'));
      expect(cookie?.cookie).toMatch(/^__Secure-facet_refresh=/);
      expect(cookie?.attributes).toContain('Secure');
    } finally {
      await behindTls.stop();
    }
  });

  it('has the bare name without Secure in development over HTTP, whatever Host', async () => {
    const cookie = refreshCookieOf(await signInOn(server, 'facet.example'));
    expect(cookie?.cookie).toMatch(/^facet_refresh=/);
    expect(cookie?.attributes.split('; ')).not.toContain('Secure');
  });
});
