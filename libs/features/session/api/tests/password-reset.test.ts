import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionTestServer, freshAddress, logIn } from './testing';

let testServer: TestServer;
const database = () => testServer.testDatabase.database;
const forgot = (path: string, email: string, remoteAddress = freshAddress()) =>
  testServer.server.inject({
    method: 'POST',
    url: path,
    payload: { email, lang: 'es' },
    remoteAddress,
  });
const setPassword = (path: string, token: string, password: string) =>
  testServer.server.inject({ method: 'PATCH', url: path, payload: { token, password } });

/** The link is written just after the answer; wait for its mail in the outbox. */
async function resetLinkMailedTo(recipient: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = await database()('mail_outbox')
      .where({ recipient })
      .orderBy('id', 'desc')
      .first<{ text_body: string } | undefined>('text_body');
    const link = mail?.text_body.match(/https:\/\/facet\.example\/\S*set-password\/([\w-]+)/);
    if (link?.[1]) return link[1];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No reset mail reached ${recipient}`);
}

beforeAll(async () => {
  testServer = await createSessionTestServer();
});
afterAll(() => testServer.close());

describe('POST /api/auth/forgot-password and PATCH /api/auth/set-password', () => {
  it('mails a link that sets a new password once and ends other sessions', async () => {
    const { cookie } = await logIn(testServer.server, { email: 'erin@acme.example' });
    const asked = await forgot('/api/auth/forgot-password', 'erin@acme.example');
    expect(asked.statusCode).toBe(200);
    const token = await resetLinkMailedTo('erin@acme.example');
    const mail = await database()('mail_outbox').where({ recipient: 'erin@acme.example' }).first();
    expect(mail).toMatchObject({ kind: 'password-reset', lang: 'es' });

    const set = await setPassword('/api/auth/set-password', token, 'Brand-new-pass7');
    expect(set.statusCode).toBe(200);
    await logIn(testServer.server, { email: 'erin@acme.example', password: 'Brand-new-pass7' });
    const oldSession = await testServer.server.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie },
    });
    expect(oldSession.statusCode).toBe(401);

    const again = await setPassword('/api/auth/set-password', token, 'Another-pass8');
    expect(again.statusCode).toBe(409);
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const known = await forgot('/api/auth/forgot-password', 'mario@acme.example');
    const unknown = await forgot('/api/auth/forgot-password', 'nobody@acme.example');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.result).toEqual(known.result);
    await resetLinkMailedTo('mario@acme.example');
    expect(await database()('mail_outbox').where({ recipient: 'nobody@acme.example' })).toEqual([]);
  });

  it('answers 409 for an expired link and 404 for an unknown one', async () => {
    await forgot('/api/auth/forgot-password', 'joao@acme.example');
    const token = await resetLinkMailedTo('joao@acme.example');
    await database()('one_time_tokens')
      .where({ email: 'joao@acme.example' })
      .update({ expires_at: new Date(Date.now() - 1000) });
    const expired = await setPassword('/api/auth/set-password', token, 'Brand-new-pass7');
    expect(expired.statusCode).toBe(409);
    expect(expired.result).toMatchObject({ message: expect.stringContaining('expired') });
    const unknown = await setPassword('/api/auth/set-password', 'no-such-link', 'Brand-new-pass7');
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 naming the rule a new password breaks', async () => {
    const weak = await setPassword('/api/auth/set-password', 'any-link', 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.result).toMatchObject({
      message: expect.stringContaining('password: must contain'),
    });
  });

  it('limits reset requests per account with 429 and Retry-After', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await forgot('/api/auth/forgot-password', 'ghost@acme.example')).statusCode).toBe(
        200,
      );
    }
    const limited = await forgot('/api/auth/forgot-password', 'ghost@acme.example');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits reset requests per network address', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await forgot('/api/auth/forgot-password', `someone${attempt}@acme.example`, address);
    }
    expect(
      (await forgot('/api/auth/forgot-password', 'carla@acme.example', address)).statusCode,
    ).toBe(429);
  });

  it('keeps user and admin links apart', async () => {
    await forgot('/api/auth/forgot-password', 'carla@acme.example');
    const userLink = await resetLinkMailedTo('carla@acme.example');
    expect(
      (await setPassword('/api/admin/set-password', userLink, 'Brand-new-pass7')).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/admin/forgot-password and PATCH /api/admin/set-password', () => {
  it('resets a platform admin password through an admin link', async () => {
    expect((await forgot('/api/admin/forgot-password', 'admin@facet.example')).statusCode).toBe(
      200,
    );
    const token = await resetLinkMailedTo('admin@facet.example');
    const mail = await database()('mail_outbox')
      .where({ recipient: 'admin@facet.example' })
      .first();
    expect(mail).toMatchObject({ kind: 'admin-password-reset' });
    expect(mail!.text_body).toContain('https://facet.example/admin/set-password/');
    expect(
      (await setPassword('/api/admin/set-password', token, 'Admin-new-pass9')).statusCode,
    ).toBe(200);
    await logIn(
      testServer.server,
      { email: 'admin@facet.example', password: 'Admin-new-pass9' },
      '/api/admin/login',
    );
    expect(
      (await setPassword('/api/admin/set-password', token, 'Admin-new-pass9')).statusCode,
    ).toBe(409);
  });
});
