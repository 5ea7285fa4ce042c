import { loadConfig } from '@facet/platform-config';
import { demoAdmin, seedDemo } from '@facet/platform-db';
import { createLogger } from '@facet/platform-http';
import { createTestDatabase, type TestDatabase } from '@facet/platform-testing';
import type { AccountSession, AccountSessionsAnswer } from '@facet/session-domain';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiServer } from '../src/server';
import { bearer, refreshCookieOf, signIn, type SignedIn } from './support/sign-in';

let testDatabase: TestDatabase;
let server: Server;
const database = () => testDatabase.database;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  await seedDemo(database());
  server = await createApiServer({
    config: loadConfig({
      PORT: '0',
      JWT_SECRET: 'an-account-sessions-test-secret-long-enough-for-hs256',
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      PUBLIC_URL: 'http://facet.test',
    }),
    database: database(),
    logger: createLogger({ level: 'silent', service: 'facet-api' }),
  });
  await server.initialize();
});
afterAll(async () => {
  await server.stop();
  await testDatabase.drop();
});

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const signInWith = (email: string, userAgent = chromeOnMac) =>
  signIn(server, email, 'user', { headers: { 'user-agent': userAgent } });

/** Both credentials of a browser, as the web app sends them to its own API. */
const browser = (signedIn: SignedIn) => ({ ...bearer(signedIn.token), cookie: signedIn.cookie });

async function sessionsOf(signedIn: SignedIn): Promise<AccountSession[]> {
  const response = await server.inject({
    method: 'GET',
    url: '/api/auth/sessions',
    headers: browser(signedIn),
  });
  expect(response.statusCode).toBe(200);
  return (response.result as AccountSessionsAnswer).sessions;
}

const me = (token: string) =>
  server.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });

/** Renews `signedIn` from `address`, as its browser does when its access token ran out. */
async function renew(signedIn: SignedIn, address = '203.0.113.9', userAgent = chromeOnMac) {
  const response = await server.inject({
    method: 'POST',
    url: '/api/refresh-token',
    remoteAddress: address,
    headers: { cookie: signedIn.cookie, 'user-agent': userAgent },
  });
  const cookie = refreshCookieOf(response);
  return {
    statusCode: response.statusCode,
    renewed: cookie && {
      token: (response.result as { accessToken: string }).accessToken,
      ...cookie,
    },
  };
}

const endSession = (signedIn: SignedIn, id: string) =>
  server.inject({
    method: 'POST',
    url: `/api/auth/sessions/${id}/end`,
    headers: browser(signedIn),
  });

describe('the sessions a person can see (D97)', () => {
  it('lists each sign-in with its device, network, first and last use, this one marked', async () => {
    const onMac = await signInWith('erin@acme.example', chromeOnMac);
    const onWindows = await signInWith('erin@acme.example', firefoxOnWindows);

    const listed = await sessionsOf(onMac);
    expect(listed).toHaveLength(2);
    const [windows, mac] = listed;
    expect(mac).toMatchObject({ browser: 'Chrome', operatingSystem: 'macOS', isCurrent: true });
    expect(windows).toMatchObject({
      browser: 'Firefox',
      operatingSystem: 'Windows',
      isCurrent: false,
    });
    // The network of the address, never the address itself.
    expect(mac?.network).toMatch(/^10\.88\.\d+\.0\/24$/);
    const stored = await database()('refresh_tokens').select('network');
    expect(stored.every((row: { network: string | null }) => row.network?.endsWith('/24'))).toBe(
      true,
    );

    const { renewed } = await renew(onWindows, '2001:db8:abcd:12::7', firefoxOnWindows);
    const after = await sessionsOf(onMac);
    const renewedWindows = after.find((session) => session.id === windows?.id);
    expect(renewedWindows?.network).toBe('2001:db8:abcd::/48');
    expect(renewedWindows?.firstUsedAt).toBe(windows?.firstUsedAt);
    expect(Date.parse(renewedWindows!.lastUsedAt)).toBeGreaterThan(Date.parse(windows!.lastUsedAt));
    expect(after[0]?.id).toBe(windows?.id);
    expect(renewed).toBeDefined();
  });

  it('ends another session: its refresh and its access token stop, this one goes on', async () => {
    const asking = await signInWith('joao@acme.example');
    const other = await signInWith('joao@acme.example', firefoxOnWindows);
    expect((await me(other.token)).statusCode).toBe(200);
    const otherId = (await sessionsOf(asking)).find((session) => !session.isCurrent)!.id;

    const ended = await endSession(asking, otherId);
    expect(ended.statusCode).toBe(200);
    const freshToken = (ended.result as { token: string }).token;

    expect((await me(other.token)).statusCode).toBe(401);
    expect((await renew(other)).statusCode).toBe(401);
    expect((await me(freshToken)).statusCode).toBe(200);
    expect((await renew(asking)).statusCode).toBe(200);
  });

  it('refuses to end the session that asks, or one already ended', async () => {
    const asking = await signInWith('mario@acme.example');
    const [own] = await sessionsOf(asking);
    const refused = await endSession(asking, own!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.result).toMatchObject({ code: 'session.this_session_by_logout' });

    const gone = await endSession(asking, '00000000-0000-4000-8000-000000000000');
    expect(gone.statusCode).toBe(404);
    const malformed = await endSession(asking, 'not-a-session');
    expect(malformed.statusCode).toBe(400);
  });

  it('ends every other session and keeps the one that asks', async () => {
    const first = await signInWith('alicia@acme.example');
    const second = await signInWith('alicia@acme.example', firefoxOnWindows);
    const asking = await signInWith('alicia@acme.example');
    expect(await sessionsOf(asking)).toHaveLength(3);

    const ended = await server.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      headers: browser(asking),
    });
    expect(ended.statusCode).toBe(200);
    const freshToken = (ended.result as { token: string }).token;

    expect((await renew(first)).statusCode).toBe(401);
    expect((await renew(second)).statusCode).toBe(401);
    expect((await me(second.token)).statusCode).toBe(401);
    const kept = await renew(asking);
    expect(kept.statusCode).toBe(200);
    expect(await sessionsOf({ ...kept.renewed!, token: freshToken })).toEqual([
      expect.objectContaining({ isCurrent: true }),
    ]);
  });

  it('will not end the others when the refresh cookie does not say which session asks', async () => {
    const first = await signInWith('carla@acme.example');
    const asking = await signInWith('carla@acme.example');
    const refused = await server.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      headers: bearer(asking.token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.result).toMatchObject({ code: 'session.this_session_unknown' });
    expect((await renew(first)).statusCode).toBe(200);
  });

  it("keeps people apart: another person's session is 404 and never listed", async () => {
    const erin = await signInWith('erin@acme.example');
    const mario = await signInWith('mario@acme.example');
    const erinsSessions = await sessionsOf(erin);
    const mariosSessions = await sessionsOf(mario);
    const erinsIds = erinsSessions.map((session) => session.id);
    expect(mariosSessions.filter((session) => erinsIds.includes(session.id))).toEqual([]);

    const refused = await endSession(mario, erinsSessions[0]!.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.result).toMatchObject({ code: 'session.account_session_not_found' });
    expect((await me(erin.token)).statusCode).toBe(200);
    expect((await renew(erin)).statusCode).toBe(200);
  });

  it('lets a platform admin end every session of a user, and says so in the trail', async () => {
    const admin = await signIn(server, demoAdmin.email, 'admin');
    const onePlace = await signInWith('carla@acme.example');
    const another = await signInWith('carla@acme.example', firefoxOnWindows);
    const bystander = await signInWith('mario@acme.example');
    const carla = await database()('users')
      .where({ email: 'carla@acme.example' })
      .first<{ id: number }>('id');

    const ended = await server.inject({
      method: 'POST',
      url: '/api/admin/end-user-sessions',
      headers: bearer(admin.token),
      payload: { user_id: Number(carla.id) },
    });
    expect(ended.statusCode).toBe(200);

    for (const session of [onePlace, another]) {
      expect((await me(session.token)).statusCode).toBe(401);
      expect((await renew(session)).statusCode).toBe(401);
    }
    expect((await renew(bystander)).statusCode).toBe(200);
    const entry = await database()('audit_log')
      .where({ action: 'user.sessions-ended' })
      .first<{ subject_user_id: number; actor_kind: string }>();
    expect(Number(entry?.subject_user_id)).toBe(Number(carla.id));

    const missing = await server.inject({
      method: 'POST',
      url: '/api/admin/end-user-sessions',
      headers: bearer(admin.token),
      payload: { user_id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
    const notAnAdmin = await server.inject({
      method: 'POST',
      url: '/api/admin/end-user-sessions',
      headers: bearer(bystander.token),
      payload: { user_id: Number(carla.id) },
    });
    expect([401, 403]).toContain(notAnAdmin.statusCode);
  });
});
