import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSessionTestServer,
  logIn,
  refreshCookieOf,
  setCookieHeaderOf,
} from './testing';

let testServer: TestServer;
const refresh = (cookie?: string, headers: Record<string, string> = {}) =>
  testServer.server.inject({
    method: 'POST',
    url: '/api/refresh-token',
    headers: { ...(cookie && { cookie }), ...headers },
  });
const verifyUser = (token: string) =>
  testServer.server.inject({
    method: 'POST',
    url: '/api/auth/verify-user',
    headers: bearer(token),
  });

beforeAll(async () => {
  testServer = await createSessionTestServer();
});
afterAll(() => testServer.close());

describe('POST /api/refresh-token', () => {
  it('answers a new access token and the user, and rotates the cookie', async () => {
    const { cookie } = await logIn(testServer.server, { email: 'erin@acme.example' });
    const response = await refresh(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({
      accessToken: expect.any(String),
      principal: 'user',
      user: { email: 'erin@acme.example', role: 'employee' },
    });
    const rotated = refreshCookieOf(response);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(cookie);
    const token = (response.result as { accessToken: string }).accessToken;
    expect((await verifyUser(token)).statusCode).toBe(200);
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  it('keeps "stay logged in" across rotations', async () => {
    const { cookie } = await logIn(testServer.server, {
      email: 'erin@acme.example',
      stayLoggedIn: true,
    });
    expect(setCookieHeaderOf(await refresh(cookie))).toMatch(/Max-Age=\d+/);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const { cookie: first } = await logIn(testServer.server, { email: 'erin@acme.example' });
    const second = refreshCookieOf(await refresh(first));
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(setCookieHeaderOf(replay)).toMatch(/facet_refresh=;/);
    expect((await refresh(second)).statusCode).toBe(401);
    const audit = await testServer.testDatabase
      .database('audit_log')
      .where({ action: 'session.refresh-token-reused' })
      .first();
    expect(audit).toBeDefined();
  });

  it('answers 401 without a cookie or with one that is not ours', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('facet_refresh=made-up-value')).statusCode).toBe(401);
  });

  it('answers 401 once the family has passed its absolute expiry', async () => {
    const { cookie } = await logIn(testServer.server, { email: 'mario@acme.example' });
    await testServer.testDatabase
      .database('refresh_tokens')
      .where({ principal_kind: 'user' })
      .whereNull('used_at')
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('ends the sessions of a deleted user', async () => {
    const { cookie } = await logIn(testServer.server, { email: 'alicia@acme.example' });
    await testServer.testDatabase
      .database('users')
      .where({ email: 'alicia@acme.example' })
      .delete();
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('refuses a refresh sent from another site', async () => {
    const { cookie } = await logIn(testServer.server, { email: 'joao@acme.example' });
    const response = await refresh(cookie, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
  });

  it('restores a platform admin session with its record', async () => {
    const { cookie } = await logIn(
      testServer.server,
      { email: 'admin@facet.example' },
      '/api/admin/login',
    );
    const response = await refresh(cookie);
    expect(response.result).toMatchObject({
      principal: 'admin',
      admin: { email: 'admin@facet.example' },
    });
  });
});

describe('POST /api/logout', () => {
  it('revokes the session of the cookie and clears it', async () => {
    const { cookie } = await logIn(testServer.server, { email: 'joao@acme.example' });
    const response = await testServer.server.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(204);
    expect(setCookieHeaderOf(response)).toMatch(/facet_refresh=;/);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    const response = await testServer.server.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(204);
  });
});
