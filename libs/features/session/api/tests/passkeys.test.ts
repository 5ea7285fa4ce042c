import { collectSubjectRows, eraseSubject } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import { sessionPersonalData } from '../src/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertPasskey, createPasskey, type SoftwarePasskey } from './software-authenticator';
import {
  bearer,
  createSessionTestServer,
  demoPassword,
  freshAddress,
  logIn,
  refreshCookieOf,
} from './testing';

let testServer: TestServer;
const database = () => testServer.testDatabase.database;
/** The test server's public address (createSessionTestServer): the relying party and origin. */
const origin = 'https://facet.example';
const currentTerms = { termsVersion: '1.0.0', privacyVersion: '1.0.0' };

const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = freshAddress(),
) => testServer.server.inject({ method: 'POST', url, payload, headers, remoteAddress });

const resultOf = <T>(response: { result?: unknown }) => response.result as T;

/** Adds a passkey to the signed-in person of `token` through the account's calls. */
async function addPasskey(token: string, name = 'Work laptop') {
  const options = await post('/api/auth/second-factors/passkeys/options', {}, bearer(token));
  expect(options.statusCode).toBe(200);
  const registration = resultOf<{
    challenge: string;
    rp: { id: string };
    user: { id: string };
    authenticatorSelection: object;
  }>(options);
  expect(registration.rp.id).toBe('facet.example');
  expect(registration.authenticatorSelection).toMatchObject({
    residentKey: 'required',
    userVerification: 'required',
  });
  const { passkey, response } = createPasskey(registration, origin);
  const added = await post('/api/auth/second-factors/passkeys', { name, response }, bearer(token));
  expect(added.statusCode).toBe(200);
  return { passkey, answer: resultOf<{ id: number; recoveryCodes: string[] | null }>(added) };
}

async function signInOptions(path = '/api/auth/passkey/options') {
  const options = await post(path, {});
  expect(options.statusCode).toBe(200);
  const request = resultOf<{ challenge: string; allowCredentials?: unknown[] }>(options);
  expect(request.allowCredentials ?? []).toEqual([]);
  return request.challenge;
}

const signInWith = (response: object, remoteAddress?: string) =>
  post('/api/auth/passkey', { response, stayLoggedIn: false, ...currentTerms }, {}, remoteAddress);

const userIdOf = async (email: string) =>
  Number((await database()('users').where({ email }).first('id'))!.id);

const auditActionsOf = async (userId: number) =>
  (
    await database()('audit_log')
      .where({ actor_kind: 'user', actor_id: userId })
      .orderBy('id')
      .select<{ action: string }[]>('action')
  ).map((entry) => entry.action);

beforeAll(async () => {
  testServer = await createSessionTestServer({
    rateLimits: { passkeyPerAddress: { attempts: 3, windowSeconds: 900 } },
  });
});
afterAll(() => testServer.close());

describe('passkeys', () => {
  let erinsPasskey: SoftwarePasskey;

  it('adds a passkey from the account: listed by name, with recovery codes as the first factor', async () => {
    const { token } = await logIn(testServer.server, { email: 'erin@acme.example' });
    const { passkey, answer } = await addPasskey(token);
    erinsPasskey = passkey;
    expect(answer.recoveryCodes).toHaveLength(10);
    const listed = await testServer.server.inject({
      method: 'GET',
      url: '/api/auth/second-factors',
      headers: bearer(token),
    });
    expect(resultOf<{ factors: object[] }>(listed).factors).toEqual([
      expect.objectContaining({ id: answer.id, kind: 'passkey', name: 'Work laptop' }),
    ]);
    const stored = await database()('second_factors').where({ id: answer.id }).first();
    expect(stored).toMatchObject({ credential_id: passkey.credentialId, transports: ['internal'] });
    expect(await auditActionsOf(await userIdOf('erin@acme.example'))).toContain('passkey.added');

    const again = await post('/api/auth/second-factors/passkeys/options', {}, bearer(token));
    const { challenge } = resultOf<{ challenge: string }>(again);
    const twice = await post(
      '/api/auth/second-factors/passkeys',
      {
        name: 'Same one',
        response: {
          ...createPasskey(resultOf(again), origin).response,
          id: passkey.credentialId,
        },
      },
      bearer(token),
    );
    expect(challenge).toBeTruthy();
    expect(twice.statusCode).toBe(400);
  });

  it('signs in with the passkey alone, usernameless, and opens the session', async () => {
    const challenge = await signInOptions();
    const signedIn = await signInWith(assertPasskey(erinsPasskey, challenge, origin));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.result).toMatchObject({ user: { email: 'erin@acme.example' } });
    expect(refreshCookieOf(signedIn)).toBeDefined();
    const stored = await database()('second_factors')
      .where({ credential_id: erinsPasskey.credentialId })
      .first('sign_count', 'last_used_at');
    expect(Number(stored?.sign_count)).toBe(erinsPasskey.counter);
    expect(stored?.last_used_at).not.toBeNull();
    expect(await auditActionsOf(await userIdOf('erin@acme.example'))).toContain(
      'passkey.signed-in',
    );
  });

  it('refuses a challenge it did not hand out, and one used before', async () => {
    const madeUp = await signInWith(assertPasskey(erinsPasskey, 'bm90LWEtY2hhbGxlbmdl', origin));
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.result).toMatchObject({ code: 'session.passkey_not_verified' });
    const challenge = await signInOptions();
    expect((await signInWith(assertPasskey(erinsPasskey, challenge, origin))).statusCode).toBe(200);
    const replayed = await signInWith(assertPasskey(erinsPasskey, challenge, origin));
    expect(replayed.statusCode).toBe(400);
  });

  it('refuses an answer made for another site', async () => {
    const challenge = await signInOptions();
    const elsewhere = await signInWith(
      assertPasskey(erinsPasskey, challenge, 'https://facet.example.evil.test'),
    );
    expect(elsewhere.statusCode).toBe(400);
    const otherRelyingParty = { ...erinsPasskey, rpId: 'evil.test' };
    const challenge2 = await signInOptions();
    expect(
      (await signInWith(assertPasskey(otherRelyingParty, challenge2, origin))).statusCode,
    ).toBe(400);
  });

  it('refuses a signature counter that goes back, and audits it', async () => {
    const storedCounter = async () =>
      Number(
        (await database()('second_factors')
          .where({ credential_id: erinsPasskey.credentialId })
          .first('sign_count'))!.sign_count,
      );
    const counter = await storedCounter();
    const challenge = await signInOptions();
    const regressed = await signInWith(assertPasskey(erinsPasskey, challenge, origin, counter - 1));
    expect(regressed.statusCode).toBe(400);
    expect(await auditActionsOf(await userIdOf('erin@acme.example'))).toContain(
      'passkey.counter-regressed',
    );
    expect(await storedCounter()).toBe(counter);
    const same = await signInWith(
      assertPasskey(erinsPasskey, await signInOptions(), origin, counter),
    );
    expect(same.statusCode).toBe(400);
  });

  it('refuses a key that is not the credential’s, and a user handle that is not its person’s', async () => {
    const { token } = await logIn(testServer.server, { email: 'joao@acme.example' });
    const { passkey: joaos } = await addPasskey(token, 'Phone');
    const forged = assertPasskey(
      { ...joaos, credentialId: erinsPasskey.credentialId },
      await signInOptions(),
      origin,
      erinsPasskey.counter + 10,
    );
    expect((await signInWith(forged)).statusCode).toBe(400);
    const handle = assertPasskey(erinsPasskey, await signInOptions(), origin);
    handle.response.userHandle = joaos.userHandle;
    expect((await signInWith(handle)).statusCode).toBe(400);
  });

  it('answers the password’s second step, and not with another person’s passkey', async () => {
    const login = await post('/api/auth/login', {
      email: 'joao@acme.example',
      password: demoPassword,
      ...currentTerms,
    });
    const { challenge } = resultOf<{ secondFactor: string; challenge: string }>(login);
    expect(login.result).toMatchObject({ secondFactor: 'verify' });
    const options = await post('/api/auth/second-factor/passkey/options', { challenge });
    const request = resultOf<{ challenge: string; allowCredentials: { id: string }[] }>(options);
    expect(request.allowCredentials).toHaveLength(1);
    const withErins = await post('/api/auth/second-factor/passkey', {
      challenge,
      response: assertPasskey(erinsPasskey, request.challenge, origin),
    });
    expect(withErins.statusCode).toBe(400);
    const joaoRow = await database()('second_factors')
      .where({ principal_id: await userIdOf('joao@acme.example'), kind: 'passkey' })
      .first('credential_id');
    expect(request.allowCredentials[0]!.id).toBe(joaoRow!.credential_id);
  });

  it('limits passkey calls from one address', async () => {
    const address = freshAddress();
    for (let call = 0; call < 3; call += 1) {
      expect((await post('/api/auth/passkey/options', {}, {}, address)).statusCode).toBe(200);
    }
    expect((await post('/api/auth/passkey/options', {}, {}, address)).statusCode).toBe(429);
    const challenge = await signInOptions();
    const limited = await signInWith(assertPasskey(erinsPasskey, challenge, origin), address);
    expect(limited.statusCode).toBe(429);
  });

  it('removes the last passkey with the password: mailed and audited', async () => {
    const { token } = await logIn(testServer.server, { email: 'carla@acme.example' });
    const { answer } = await addPasskey(token, 'Key');
    const wrong = await post(
      `/api/auth/second-factors/passkeys/${answer.id}/remove`,
      { password: 'Not-the-password1' },
      bearer(token),
    );
    expect(wrong.statusCode).toBe(400);
    const removed = await post(
      `/api/auth/second-factors/passkeys/${answer.id}/remove`,
      { password: demoPassword },
      bearer(token),
    );
    expect(removed.statusCode).toBe(204);
    expect(await database()('second_factors').where({ id: answer.id }).first()).toBeUndefined();
    const mails = await database()('mail_outbox')
      .where({ recipient: 'carla@acme.example', kind: 'security-notice' })
      .select('id');
    expect(mails).toHaveLength(1);
    expect(await auditActionsOf(await userIdOf('carla@acme.example'))).toContain('passkey.removed');
    const notMine = await post(
      `/api/auth/second-factors/passkeys/${answer.id}/remove`,
      { password: demoPassword },
      bearer(token),
    );
    expect(notMine.statusCode).toBe(404);
  });

  it('takes a counter that stays 0 where the authenticator keeps none, and refuses a late challenge', async () => {
    const { token } = await logIn(testServer.server, { email: 'mario@acme.example' });
    const { passkey } = await addPasskey(token, 'Synced');
    const first = await signInWith(assertPasskey(passkey, await signInOptions(), origin, 0));
    expect(first.statusCode).toBe(200);
    const again = await signInWith(assertPasskey(passkey, await signInOptions(), origin, 0));
    expect(again.statusCode).toBe(200);

    const late = await signInOptions();
    await database()('webauthn_challenges')
      .where({ challenge: late })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await signInWith(assertPasskey(passkey, late, origin, 0))).statusCode).toBe(400);
  });

  it('signs a platform admin in at the back office, and no user’s passkey there', async () => {
    const { token } = await logIn(
      testServer.server,
      { email: 'admin@facet.example' },
      '/api/admin/login',
    );
    const options = await post('/api/admin/second-factors/passkeys/options', {}, bearer(token));
    const { passkey, response } = createPasskey(resultOf(options), origin);
    const added = await post(
      '/api/admin/second-factors/passkeys',
      { name: 'Admin key', response },
      bearer(token),
    );
    expect(added.statusCode).toBe(200);
    const adminOptions = await post('/api/admin/passkey/options', {});
    const { challenge } = resultOf<{ challenge: string }>(adminOptions);
    const signedIn = await post('/api/admin/passkey', {
      response: assertPasskey(passkey, challenge, origin),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.result).toMatchObject({ admin: { email: 'admin@facet.example' } });

    const { challenge: another } = resultOf<{ challenge: string }>(
      await post('/api/admin/passkey/options', {}),
    );
    const withErins = await post('/api/admin/passkey', {
      response: assertPasskey(erinsPasskey, another, origin),
    });
    expect(withErins.statusCode).toBe(400);
  });

  it('exports a passkey’s name, transports and dates, never its key, and erasure deletes it', async () => {
    const email = 'erin@acme.example';
    const subject = { kind: 'person' as const, userId: await userIdOf(email), email };
    const exported = await database().transaction((transaction) =>
      collectSubjectRows(transaction, sessionPersonalData, subject),
    );
    expect(exported.second_factors).toEqual([
      expect.objectContaining({ kind: 'passkey', name: 'Work laptop', transports: ['internal'] }),
    ]);
    const columns = Object.keys(exported.second_factors![0]!);
    for (const hidden of ['public_key', 'credential_id', 'user_handle', 'secret']) {
      expect(columns).not.toContain(hidden);
    }
    const passkeyTables = sessionPersonalData.filter((entry) =>
      ['second_factors', 'webauthn_challenges'].includes(entry.table),
    );
    await database().transaction((transaction) =>
      eraseSubject(transaction, passkeyTables, subject),
    );
    expect(
      await database()('second_factors').where({ principal_id: subject.userId }).first(),
    ).toBeUndefined();
  });

  it('lets someone made to set a factor up add a passkey instead of an app at sign-in', async () => {
    const alicia = await userIdOf('alicia@acme.example');
    const membership = await database()('memberships')
      .where({ user_id: alicia })
      .first('company_id');
    await database()('companies')
      .where({ id: membership!.company_id })
      .update({ require_second_factor: true });
    const login = await post('/api/auth/login', {
      email: 'alicia@acme.example',
      password: demoPassword,
      ...currentTerms,
    });
    expect(login.result).toMatchObject({ secondFactor: 'enrol' });
    const { challenge } = resultOf<{ challenge: string }>(login);
    const atVerify = await post('/api/auth/second-factor/passkey/options', { challenge });
    expect(atVerify.statusCode).toBe(401);
    const options = await post('/api/auth/second-factor/enrolment/passkey/options', { challenge });
    expect(options.statusCode).toBe(200);
    const { passkey, response } = createPasskey(resultOf(options), origin);
    const enrolled = await post('/api/auth/second-factor/enrolment/passkey', {
      challenge,
      name: 'Office key',
      response,
    });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.result).toMatchObject({ user: { email: 'alicia@acme.example' } });
    expect(resultOf<{ recoveryCodes: string[] }>(enrolled).recoveryCodes).toHaveLength(10);
    expect(refreshCookieOf(enrolled)).toBeDefined();

    const next = await post('/api/auth/login', {
      email: 'alicia@acme.example',
      password: demoPassword,
      ...currentTerms,
    });
    expect(next.result).toMatchObject({ secondFactor: 'verify' });
    const alone = await signInWith(assertPasskey(passkey, await signInOptions(), origin));
    expect(alone.statusCode).toBe(200);
  });
});
