import { rememberEnrolledSecret, seedMember, type TestServer } from '@facet/platform-testing';
import { collectSubjectRows, eraseSubject } from '@facet/platform-db';
import { signGrant } from '@facet/platform-security';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createSessionTestServer,
  demoPassword,
  freshAddress,
  jwtSecret,
  logIn,
  refreshCookieOf,
} from './testing';
import { sessionPersonalData } from '../src/index';

let testServer: TestServer;
const database = () => testServer.testDatabase.database;
const currentTerms = { termsVersion: '1.0.0', privacyVersion: '1.0.0' };

/** The app's code for the step `steps` away from now (a step of 30 s). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  testServer.server.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: freshAddress(),
  });

const userLogin = (email: string, password = demoPassword) =>
  post('/api/auth/login', { email, password, ...currentTerms });

const adminLogin = (email: string) => post('/api/admin/login', { email, password: demoPassword });

/** Enrols `email` from the account's Security tab; answers the secret and recovery codes. */
async function enrolFromAccount(email: string) {
  const { token } = await logIn(testServer.server, { email });
  const started = await post('/api/auth/second-factors/totp', {}, bearer(token));
  expect(started.statusCode).toBe(200);
  const { secret, uri } = started.result as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Facet:/);
  const confirmed = await post(
    '/api/auth/second-factors/totp/confirm',
    { code: await codeAt(secret) },
    bearer(token),
  );
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes } = confirmed.result as { recoveryCodes: string[] };
  rememberEnrolledSecret(testServer.server, email, secret);
  return { token, secret, recoveryCodes };
}

async function challengeOf(response: Awaited<ReturnType<typeof post>>, step: 'verify' | 'enrol') {
  expect(response.statusCode).toBe(200);
  expect(response.result).toMatchObject({ secondFactor: step });
  expect(refreshCookieOf(response)).toBeUndefined();
  return (response.result as { challenge: string }).challenge;
}

const mailsTo = (recipient: string) =>
  database()('mail_outbox')
    .where({ recipient, kind: 'security-notice' })
    .orderBy('id')
    .select<{ text_body: string }[]>('text_body');

const auditActionsOf = async (userId: number) =>
  (
    await database()('audit_log')
      .where({ actor_kind: 'user', actor_id: userId })
      .orderBy('id')
      .select<{ action: string }[]>('action')
  ).map((entry) => entry.action);

const userIdOf = async (email: string) =>
  Number((await database()('users').where({ email }).first('id'))!.id);

beforeAll(async () => {
  testServer = await createSessionTestServer({
    rateLimits: { secondFactorPerAccount: { attempts: 6, windowSeconds: 900 } },
  });
});
afterAll(() => testServer.close());

describe('a TOTP second factor from the account', () => {
  it('enrols with a confirmed code, then asks every password sign-in for a code', async () => {
    const { secret, recoveryCodes } = await enrolFromAccount('erin@acme.example');
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await database()('second_factors').first('secret', 'confirmed_at');
    expect(stored?.secret).toMatch(/^enc:v1:/);
    expect(stored?.secret).not.toContain(secret);
    const codes = await database()('recovery_codes').select('code_hash');
    expect(codes.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);

    const challenge = await challengeOf(await userLogin('erin@acme.example'), 'verify');
    const signedIn = await post('/api/auth/second-factor', {
      challenge,
      code: await codeAt(secret, 1),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.result).toMatchObject({ user: { email: 'erin@acme.example' } });
    expect(refreshCookieOf(signedIn)).toBeDefined();
  });

  it('refuses a code taken before, an earlier one, a wrong one and a challenge of another kind', async () => {
    const { secret } = await enrolFromAccount('joao@acme.example');
    const challenge = await challengeOf(await userLogin('joao@acme.example'), 'verify');
    const code = await codeAt(secret, 1);
    expect((await post('/api/auth/second-factor', { challenge, code })).statusCode).toBe(200);
    const replayed = await post('/api/auth/second-factor', { challenge, code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.result).toMatchObject({ code: 'session.second_factor_code_wrong' });
    const earlier = await codeAt(secret, 0);
    expect((await post('/api/auth/second-factor', { challenge, code: earlier })).statusCode).toBe(
      400,
    );
    const wrong = await post('/api/auth/second-factor', { challenge, code: '12345' });
    expect(wrong.statusCode).toBe(400);
    const atAdmin = await post('/api/admin/second-factor', { challenge, code });
    expect(atAdmin.result).toMatchObject({ code: 'session.second_factor_challenge_expired' });
    const forged = await post('/api/auth/second-factor', { challenge: `${challenge}x`, code });
    expect(forged.statusCode).toBe(401);
    const userId = await userIdOf('joao@acme.example');
    const expired = signGrant(jwtSecret, {
      purpose: 'second-factor-challenge',
      principal: { kind: 'user', id: userId },
      persistent: false,
      step: 'verify',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
    });
    const late = await post('/api/auth/second-factor', {
      challenge: expired,
      code: await codeAt(secret, 1),
    });
    expect(late.result).toMatchObject({ code: 'session.second_factor_challenge_expired' });
  });

  it('limits the codes checked for one person with 429', async () => {
    const { secret } = await enrolFromAccount('mario@acme.example');
    const challenge = await challengeOf(await userLogin('mario@acme.example'), 'verify');
    const right = await codeAt(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      answers.push((await post('/api/auth/second-factor', { challenge, code: wrong })).statusCode);
    }
    expect(answers.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(answers[6]).toBe(429);
    expect((await post('/api/auth/second-factor', { challenge, code: right })).statusCode).toBe(
      429,
    );
  });

  it('takes each recovery code once, mails the person and audits it', async () => {
    const { recoveryCodes } = await enrolFromAccount('carla@acme.example');
    const userId = await userIdOf('carla@acme.example');
    const challenge = await challengeOf(await userLogin('carla@acme.example'), 'verify');
    const code = recoveryCodes[3]!.toUpperCase();
    expect((await post('/api/auth/second-factor', { challenge, code })).statusCode).toBe(200);
    expect((await post('/api/auth/second-factor', { challenge, code })).statusCode).toBe(400);
    expect((await mailsTo('carla@acme.example')).length).toBe(1);
    expect(await auditActionsOf(userId)).toContain('second-factor.recovery-code-used');
    const { token } = await logIn(testServer.server, { email: 'carla@acme.example' });
    const listed = await testServer.server.inject({
      method: 'GET',
      url: '/api/auth/second-factors',
      headers: bearer(token),
    });
    expect(listed.result).toMatchObject({
      factors: [{ kind: 'totp' }],
      recoveryCodesLeft: 9,
      required: false,
    });
    expect(listed.payload).not.toContain('secret');
  });

  it('removes the factor with the password or a code, mailing and auditing it', async () => {
    const { token, secret } = await enrolFromAccount('alicia@acme.example');
    const userId = await userIdOf('alicia@acme.example');
    const remove = (payload: object) =>
      post('/api/auth/second-factors/totp/remove', payload, bearer(token));
    expect((await remove({})).statusCode).toBe(400);
    expect((await remove({ password: 'Wrong-pass1' })).statusCode).toBe(400);
    expect((await remove({ code: await codeAt(secret, 1) })).statusCode).toBe(204);
    expect(await database()('second_factors').where({ principal_id: userId }).first()).toBe(
      undefined,
    );
    expect(await database()('recovery_codes').where({ principal_id: userId }).first()).toBe(
      undefined,
    );
    expect((await mailsTo('alicia@acme.example')).length).toBe(1);
    expect(await auditActionsOf(userId)).toEqual(
      expect.arrayContaining(['second-factor.enrolled', 'second-factor.removed']),
    );
    expect((await userLogin('alicia@acme.example')).result).toMatchObject({
      user: { email: 'alicia@acme.example' },
    });
    expect((await remove({ password: demoPassword })).statusCode).toBe(404);
  });
});

describe("the person's factor in the personal-data registry", () => {
  it('exports its kind and dates, never the secret or a code, and erasure deletes it', async () => {
    const email = 'erin@acme.example';
    const subject = { kind: 'person' as const, userId: await userIdOf(email), email };
    const exported = await database().transaction((transaction) =>
      collectSubjectRows(transaction, sessionPersonalData, subject),
    );
    expect(exported.second_factors).toEqual([
      expect.objectContaining({ kind: 'totp', confirmed_at: expect.any(Date) }),
    ]);
    expect(Object.keys(exported.second_factors![0]!)).not.toContain('secret');
    expect(exported.recovery_codes).toHaveLength(10);
    expect(Object.keys(exported.recovery_codes![0]!)).not.toContain('code_hash');
    const factorTables = sessionPersonalData.filter((entry) =>
      ['second_factors', 'recovery_codes'].includes(entry.table),
    );
    await database().transaction((transaction) => eraseSubject(transaction, factorTables, subject));
    expect(await database()('second_factors').where({ principal_id: subject.userId }).first()).toBe(
      undefined,
    );
  });
});

describe('who must hold a second factor', () => {
  it('makes a platform admin enrol before any session, then asks for a code', async () => {
    const challenge = await challengeOf(await adminLogin('admin@facet.example'), 'enrol');
    expect(
      (await post('/api/admin/second-factor', { challenge, code: '123456' })).result,
    ).toMatchObject({ code: 'session.second_factor_challenge_expired' });
    const started = await post('/api/admin/second-factor/enrolment', { challenge });
    const { secret } = started.result as { secret: string };
    const wrong = await post('/api/admin/second-factor/enrolment/confirm', {
      challenge,
      code: (await codeAt(secret)) === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const enrolled = await post('/api/admin/second-factor/enrolment/confirm', {
      challenge,
      code: await codeAt(secret),
    });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.result).toMatchObject({ admin: { email: 'admin@facet.example' } });
    expect((enrolled.result as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect(refreshCookieOf(enrolled)).toBeDefined();

    const next = await challengeOf(await adminLogin('admin@facet.example'), 'verify');
    const signedIn = await post('/api/admin/second-factor', {
      challenge: next,
      code: await codeAt(secret, 1),
    });
    expect(signedIn.result).toMatchObject({ admin: { email: 'admin@facet.example' } });
  });

  it("makes a company's admins and managers enrol when it requires it, not its employees", async () => {
    await database()('companies').update({ require_second_factor: true });
    try {
      const company = await database()('companies').first<{ id: number }>('id');
      await seedMember(database(), company.id, {
        name: 'Nina Newhire',
        email: 'nina@acme.example',
        role: 'employee',
        licence: 'no',
      });
      await challengeOf(await userLogin('alicia@acme.example'), 'enrol');
      await challengeOf(await userLogin('joao@acme.example'), 'verify');
      expect((await userLogin('nina@acme.example')).result).toMatchObject({
        user: { email: 'nina@acme.example' },
      });
    } finally {
      await database()('companies').update({ require_second_factor: false });
    }
  });

  it('mails the person when a reset link sets a new password', async () => {
    await post('/api/auth/forgot-password', { email: 'joao@acme.example', lang: 'pt' });
    let secret: string | undefined;
    for (let attempt = 0; attempt < 50 && !secret; attempt += 1) {
      const mail = await database()('mail_outbox')
        .where({ recipient: 'joao@acme.example', kind: 'password-reset' })
        .first<{ text_body: string } | undefined>('text_body');
      secret = mail?.text_body.match(/set-password\/([\w-]+)/)?.[1];
      if (!secret) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const set = await testServer.server.inject({
      method: 'PATCH',
      url: '/api/auth/set-password',
      payload: { token: secret, password: 'Brand-new-pass7' },
    });
    expect(set.statusCode).toBe(200);
    expect((await mailsTo('joao@acme.example')).length).toBe(1);
  });
});
