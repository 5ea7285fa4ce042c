import { demoPassword } from '@facet/platform-db';
import {
  createDataEncryptionKey,
  dataKeyring,
  decryptSecret,
  encryptSecret,
} from '@facet/platform-security';
import { passSecondFactor, type TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followProvider,
  otherClient,
  startTestProvider,
  testClient,
  type ProviderPerson,
  type TestProvider,
} from './test-provider';
import { sealStoredClientSecrets } from '../src/index';
import { bearer, createSsoTestServer, redirectUri, testDataKey, testKeyring } from './testing';

let testServer: TestServer;
let provider: TestProvider;
let alicia: number;
let acmeId: number;

const database = () => testServer.testDatabase.database;

beforeAll(async () => {
  provider = await startTestProvider(redirectUri);
  testServer = await createSsoTestServer();
  alicia = (await database()('users').where({ email: 'alicia@acme.example' }).first('id'))!.id;
  acmeId = (await database()('companies').where({ name: 'Acme Demo' }).first('id'))!.id;
});
afterAll(async () => {
  await testServer?.close();
  await provider?.close();
});

const saveSettings = (userId: number, settings: object) =>
  testServer.server.inject({
    method: 'PUT',
    url: '/api/sso/provider',
    headers: bearer(userId),
    payload: settings,
  });

const acmeSettings = (overrides: object = {}) => ({
  issuer: provider.issuer,
  clientId: testClient.clientId,
  clientSecret: testClient.clientSecret,
  domains: ['acme.example'],
  requireSso: false,
  ...overrides,
});

let subjects = 0;
function person(email: string, overrides: Partial<ProviderPerson> = {}): ProviderPerson {
  subjects += 1;
  return {
    subject: `subject-${subjects}`,
    email,
    emailVerified: true,
    name: 'Pat Doe',
    ...overrides,
  };
}

/** Starts a sign-in at Facet: the provider's address and the browser's sign-in cookie. */
async function start(email: string) {
  const response = await testServer.server.inject({
    method: 'POST',
    url: '/api/sso/start',
    payload: { email, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
  });
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers['set-cookie']).split(';')[0]!;
  const { authorizationUrl } = response.result as { authorizationUrl: string };
  return { authorizationUrl: new URL(authorizationUrl), cookie };
}

/** The callback as the browser that started the sign-in makes it. */
function callback(address: URL, cookie: string | undefined) {
  return testServer.server.inject({
    method: 'GET',
    url: `${address.pathname}${address.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** A whole sign-in through the provider, the authorization address changed by `alter`. */
async function signInThrough(who: ProviderPerson, alter: (address: URL) => void = () => {}) {
  const { authorizationUrl, cookie } = await start(who.email);
  alter(authorizationUrl);
  provider.signInAs(who);
  const back = await followProvider(authorizationUrl.href);
  return { back, cookie, response: await callback(back, cookie) };
}

function landing(response: { headers: Record<string, unknown> }): string {
  return String(response.headers.location);
}

/** Which of openid-client's checks the last refused sign-in failed, as the audit trail keeps it. */
async function refusedCheck(): Promise<unknown> {
  const entry = await lastAudit('sso.sign_in_refused');
  return (entry?.details as { check?: string } | undefined)?.check;
}

async function lastAudit(action: string) {
  return database()('audit_log').where({ action }).orderBy('id', 'desc').first();
}

describe('a company admin sets up the provider', () => {
  it('stores the secret sealed, answers it never, and refuses what is wrong', async () => {
    const saved = await saveSettings(alicia, acmeSettings());
    expect(saved.statusCode).toBe(200);
    expect(saved.result).toEqual({
      settings: {
        issuer: provider.issuer,
        clientId: testClient.clientId,
        domains: ['acme.example'],
        requireSso: false,
        hasClientSecret: true,
      },
      redirectUri,
    });
    expect(saved.payload).not.toContain(testClient.clientSecret);
    const stored = (await database()('company_sso_providers')
      .where({ company_id: acmeId })
      .first())!;
    expect(stored.client_secret).toMatch(/^enc:v1:/);
    expect(
      decryptSecret(testKeyring, stored.client_secret, 'company_sso_providers.client_secret'),
    ).toBe(testClient.clientSecret);
    expect((await lastAudit('sso.settings_changed'))?.company_id).toBe(acmeId);

    const keptSecret = await saveSettings(alicia, acmeSettings({ clientSecret: '' }));
    expect(keptSecret.statusCode).toBe(200);
    const read = await testServer.server.inject({
      url: '/api/sso/provider',
      headers: bearer(alicia),
    });
    expect(read.payload).not.toContain(testClient.clientSecret);

    const unreachable = await saveSettings(alicia, acmeSettings({ issuer: 'https://sso.invalid' }));
    expect(unreachable.statusCode).toBe(422);
    expect(unreachable.result).toMatchObject({ code: 'sso.provider_unreachable' });
    const badDomain = await saveSettings(alicia, acmeSettings({ domains: ['not a domain'] }));
    expect(badDomain.statusCode).toBe(400);
  });

  it('refuses a domain another company signs in (409)', async () => {
    const [globex] = await database()('companies')
      .insert({ name: 'Globex', email: 'hello@globex.example', licences: 1 })
      .returning('id');
    const [gus] = await database()('users')
      .insert({ email: 'gus@globex.example', name: 'Gus', lang: 'en' })
      .returning('id');
    await database()('memberships').insert({
      user_id: gus!.id,
      company_id: globex!.id,
      role: 'admin',
      licence_state: 'no',
    });
    const taken = await saveSettings(gus!.id, acmeSettings({ domains: ['acme.example'] }));
    expect(taken.statusCode).toBe(409);
    expect(taken.result).toMatchObject({ code: 'sso.domain_taken' });
  });

  it('answers 404 to a start for a domain no provider vouches for', async () => {
    const response = await testServer.server.inject({
      method: 'POST',
      url: '/api/sso/start',
      payload: { email: 'someone@elsewhere.example' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.result).toMatchObject({ code: 'sso.not_configured' });
  });
});

describe('signing in through the provider', () => {
  it("links Erin's account by her verified address and opens her session", async () => {
    const erin = person('erin@acme.example');
    const { response, back } = await signInThrough(erin);
    expect(back.pathname).toBe('/api/sso/callback');
    expect(response.statusCode).toBe(302);
    expect(landing(response)).toBe('/sso/signed-in');
    expect(String(response.headers['set-cookie'])).toContain('facet_refresh=');
    const erinRow = (await database()('users').where({ email: 'erin@acme.example' }).first('id'))!;
    const link = await database()('sso_identities').where({ subject: erin.subject }).first();
    expect(link).toMatchObject({ user_id: erinRow.id, issuer: provider.issuer });
    expect(await lastAudit('sso.signed_in')).toMatchObject({
      subject_user_id: erinRow.id,
      company_id: acmeId,
    });

    // Her subject is linked: a later address at the provider still signs her in.
    const again = await signInThrough({ ...erin, email: 'erin.new@acme.example' });
    expect(landing(again.response)).toBe('/sso/signed-in');
    const refreshCookie = String(again.response.headers['set-cookie']).match(/facet_refresh=[^;]+/);
    const refreshed = await testServer.server.inject({
      method: 'POST',
      url: '/api/refresh-token',
      headers: { cookie: refreshCookie![0] },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.result).toMatchObject({ user: { email: 'erin@acme.example' } });
  });

  it("accepts the company's pending invitation of a new address", async () => {
    const [invitation] = await database()('invitations')
      .insert({
        company_id: acmeId,
        host_user_id: alicia,
        guest_email: 'nina@acme.example',
        role: 'employee',
        expires_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id');
    const { response } = await signInThrough(person('nina@acme.example', { name: 'Nina Sso' }));
    expect(landing(response)).toBe('/sso/signed-in');
    const nina = (await database()('users').where({ email: 'nina@acme.example' }).first())!;
    expect(nina).toMatchObject({ name: 'Nina Sso', password_hash: null, terms_version: '1.0.0' });
    expect(await database()('memberships').where({ user_id: nina.id }).first()).toMatchObject({
      company_id: acmeId,
      role: 'employee',
    });
    expect(await database()('invitations').where({ id: invitation!.id }).first()).toMatchObject({
      status: 'accepted',
    });
  });

  it("refuses an account of another company, and lets a person of none accept the company's invitation", async () => {
    const [outsider] = await database()('users')
      .insert({ email: 'outsider@acme.example', name: 'Olga Outsider', lang: 'en' })
      .returning('id');
    const globex = (await database()('companies').where({ name: 'Globex' }).first('id'))!;
    await database()('memberships').insert({
      user_id: outsider!.id,
      company_id: globex.id,
      role: 'employee',
      licence_state: 'no',
    });
    const elsewhere = await signInThrough(person('outsider@acme.example'));
    expect(landing(elsewhere.response)).toBe('/sso/refused?reason=noAccount');
    expect(await database()('sso_identities').where({ user_id: outsider!.id })).toEqual([]);

    const [loner] = await database()('users')
      .insert({ email: 'lena@acme.example', name: 'Lena Loner', lang: 'en' })
      .returning('id');
    const uninvited = await signInThrough(person('lena@acme.example'));
    expect(landing(uninvited.response)).toBe('/sso/refused?reason=noAccount');
    await database()('invitations').insert({
      company_id: acmeId,
      host_user_id: alicia,
      guest_email: 'lena@acme.example',
      role: 'manager',
      expires_at: new Date(Date.now() + 86_400_000),
    });
    const invited = await signInThrough(person('lena@acme.example'));
    expect(landing(invited.response)).toBe('/sso/signed-in');
    expect(await database()('memberships').where({ user_id: loner!.id }).first()).toMatchObject({
      company_id: acmeId,
      role: 'manager',
    });
  });

  it('no longer signs in through the provider someone who has left the company', async () => {
    const leaver = person('leo@acme.example');
    await database()('invitations').insert({
      company_id: acmeId,
      host_user_id: alicia,
      guest_email: 'leo@acme.example',
      role: 'employee',
      expires_at: new Date(Date.now() + 86_400_000),
    });
    expect(landing((await signInThrough(leaver)).response)).toBe('/sso/signed-in');
    const leo = (await database()('users').where({ email: 'leo@acme.example' }).first('id'))!;
    await database()('memberships').where({ user_id: leo.id }).delete();
    expect(landing((await signInThrough(leaver)).response)).toBe('/sso/refused?reason=noAccount');
  });

  it('refuses an address with no account nor invitation, and an unverified one', async () => {
    const stranger = await signInThrough(person('stranger@acme.example'));
    expect(landing(stranger.response)).toBe('/sso/refused?reason=noAccount');
    expect(await database()('users').where({ email: 'stranger@acme.example' }).first()).toBe(
      undefined,
    );
    const unverified = await signInThrough(person('mario@acme.example', { emailVerified: false }));
    expect(landing(unverified.response)).toBe('/sso/refused?reason=unverified');
    expect(await lastAudit('sso.sign_in_refused')).toMatchObject({
      company_id: acmeId,
      target: 'mario@acme.example',
    });
  });

  it('refuses a callback whose state is not the one this browser started', async () => {
    const { authorizationUrl, cookie } = await start('erin@acme.example');
    provider.signInAs(person('erin@acme.example'));
    const back = await followProvider(authorizationUrl.href);
    back.searchParams.set('state', 'a-state-of-another-sign-in');
    expect(landing(await callback(back, cookie))).toBe('/sso/refused?reason=refused');
    expect((await lastAudit('sso.sign_in_refused'))?.details).toMatchObject({
      reason: 'refused',
      check: 'OAUTH_INVALID_RESPONSE',
    });
  });

  it('refuses a callback without the sign-in cookie, and the same callback twice', async () => {
    const { back, cookie, response } = await signInThrough(person('joao@acme.example'));
    expect(landing(response)).toBe('/sso/signed-in');
    expect(landing(await callback(back, cookie))).toBe('/sso/refused?reason=expired');
    expect(landing(await callback(back, undefined))).toBe('/sso/refused?reason=expired');
  });

  it('refuses an ID token whose nonce is not the sign-in’s', async () => {
    const { response } = await signInThrough(person('erin@acme.example'), (address) =>
      address.searchParams.set('nonce', 'a-nonce-of-another-sign-in'),
    );
    expect(landing(response)).toBe('/sso/refused?reason=refused');
    expect(await refusedCheck()).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
  });

  it('refuses an answer naming another issuer', async () => {
    const { authorizationUrl, cookie } = await start('erin@acme.example');
    provider.signInAs(person('erin@acme.example'));
    const back = await followProvider(authorizationUrl.href);
    expect(back.searchParams.get('iss')).toBe(provider.issuer);
    back.searchParams.set('iss', 'https://impostor.example');
    expect(landing(await callback(back, cookie))).toBe('/sso/refused?reason=refused');
    expect(await refusedCheck()).toBe('OAUTH_INVALID_RESPONSE');
  });

  it('refuses an ID token the provider signed for another audience', async () => {
    provider.tamperNextIdToken((claims) => ({ ...claims, aud: otherClient.clientId }));
    const { response } = await signInThrough(person('erin@acme.example'));
    expect(landing(response)).toBe('/sso/refused?reason=refused');
    expect(await refusedCheck()).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
  });

  it('refuses an ID token the provider signed naming another issuer', async () => {
    provider.tamperNextIdToken((claims) => ({ ...claims, iss: 'https://impostor.example' }));
    const { response } = await signInThrough(person('erin@acme.example'));
    expect(landing(response)).toBe('/sso/refused?reason=refused');
    expect(await refusedCheck()).toBe('OAUTH_JWT_CLAIM_COMPARISON_FAILED');
  });

  it('accepts an ID token signed again unchanged, so the refusals above are the claims’', async () => {
    provider.tamperNextIdToken((claims) => claims);
    const { response } = await signInThrough(person('erin@acme.example'));
    expect(landing(response)).toBe('/sso/signed-in');
  });

  it('refuses a code and ID token issued to another client (audience)', async () => {
    const { response } = await signInThrough(person('erin@acme.example'), (address) =>
      address.searchParams.set('client_id', otherClient.clientId),
    );
    expect(landing(response)).toBe('/sso/refused?reason=refused');
    expect(await refusedCheck()).toBe('OAUTH_RESPONSE_BODY_ERROR');
  });
});

describe('a client secret no configured key opens', () => {
  it('is said at the start (409), for a company admin to enter it again', async () => {
    const stored = (await database()('company_sso_providers')
      .where({ company_id: acmeId })
      .first('client_secret'))!;
    const otherKeyring = dataKeyring(createDataEncryptionKey());
    await database()('company_sso_providers')
      .where({ company_id: acmeId })
      .update({
        client_secret: encryptSecret(
          otherKeyring,
          testClient.clientSecret,
          'company_sso_providers.client_secret',
        ),
      });
    const response = await testServer.server.inject({
      method: 'POST',
      url: '/api/sso/start',
      payload: { email: 'erin@acme.example' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.result).toMatchObject({ code: 'sso.secret_unreadable' });
    await database()('company_sso_providers')
      .where({ company_id: acmeId })
      .update({ client_secret: stored.client_secret });
  });
});

describe('a key rotation', () => {
  it('seals the client secrets under the new key at start, and counts one no key opens', async () => {
    const purpose = 'company_sso_providers.client_secret';
    const stored = (await database()('company_sso_providers')
      .where({ company_id: acmeId })
      .first('client_secret'))!;
    const newKey = createDataEncryptionKey();
    const rotated = dataKeyring(newKey, [testDataKey]);
    expect(await sealStoredClientSecrets(database(), rotated)).toEqual({
      sealed: 1,
      unreadable: 0,
    });
    const resealed = (await database()('company_sso_providers')
      .where({ company_id: acmeId })
      .first('client_secret'))!.client_secret;
    // The retired key may go: the new one alone opens it.
    expect(decryptSecret(dataKeyring(newKey), resealed, purpose)).toBe(testClient.clientSecret);
    expect(await sealStoredClientSecrets(database(), rotated)).toEqual({
      sealed: 0,
      unreadable: 0,
    });
    expect(
      await sealStoredClientSecrets(database(), dataKeyring(createDataEncryptionKey())),
    ).toEqual({ sealed: 0, unreadable: 1 });
    await database()('company_sso_providers')
      .where({ company_id: acmeId })
      .update({ client_secret: stored.client_secret });
  });
});

describe('require SSO', () => {
  const passwordLogin = (email: string, url = '/api/auth/login') =>
    testServer.server.inject({
      method: 'POST',
      url,
      payload: { email, password: demoPassword, termsVersion: '1.0.0', privacyVersion: '1.0.0' },
    });

  it("refuses its members' passwords and still signs platform admins in", async () => {
    expect((await passwordLogin('mario@acme.example')).statusCode).toBe(200);
    expect((await saveSettings(alicia, acmeSettings({ requireSso: true }))).statusCode).toBe(200);
    const refused = await passwordLogin('mario@acme.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.result).toMatchObject({ code: 'access.single_sign_on_required' });
    // The terms' acceptance takes the password again: it is a password sign-in too.
    const acceptingTerms = await testServer.server.inject({
      method: 'PATCH',
      url: '/api/user/accept-terms',
      payload: {
        email: 'mario@acme.example',
        password: demoPassword,
        termsVersion: '1.0.0',
        privacyVersion: '1.0.0',
      },
    });
    expect(acceptingTerms.statusCode).toBe(403);
    expect((await passwordLogin('admin@facet.example', '/api/admin/login')).statusCode).toBe(200);
    const throughProvider = await signInThrough(person('mario@acme.example'));
    expect(landing(throughProvider.response)).toBe('/sso/signed-in');
  });

  it('lets a platform admin read and change the settings of the company', async () => {
    // A platform admin signs in with a second factor (D98) as well as the password.
    const login = await passSecondFactor(
      testServer.server,
      'admin',
      'admin@facet.example',
      await passwordLogin('admin@facet.example', '/api/admin/login'),
    );
    const { token } = login.result as { token: string };
    const read = await testServer.server.inject({
      url: `/api/admin-companies/provider?company_id=${acmeId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.result).toMatchObject({ settings: { requireSso: true } });
  });
});
