import { resultScoresOf } from '@facet/assessment-api';
import { userContactOf } from '@facet/session-api';
import { isPublicAddress } from '@facet/platform-http';
import { createDataEncryptionKey, dataKeyring } from '@facet/platform-security';
import { webhookTargetRefusals } from '@facet/webhooks-domain';
import { describe, expect, it } from 'vitest';
import {
  createWebhookDeliverer,
  openSigningSecret,
  sealSigningSecret,
  sealStoredSigningSecrets,
  type WebhooksPorts,
} from '../src/index';
import {
  bearer,
  playedDns,
  publicAddress,
  startEndpointsTestServer,
  startReceiver,
  testDataKey,
  testKeyring,
} from './testing';

/** The deliveries' ports as the app passes them: the owners' own functions. */
const webhooksPorts: WebhooksPorts = { userContactOf, resultScoresOf };

const dns = playedDns({
  'hooks.example.com': [publicAddress],
  'internal.example.com': [{ address: '127.0.0.1', family: 4 }],
  'mixed.example.com': [publicAddress, { address: '10.0.0.8', family: 4 }],
  'empty.example.com': [],
});

const { alicia, database, gus, mario, server } = startEndpointsTestServer(dns.resolve);

const call = (userId: number, method: string, url: string, payload?: object) =>
  server().inject({ method, url, headers: bearer(userId), payload });
const create = (userId: number, url: string, events = ['result.ready']) =>
  call(userId, 'POST', '/api/webhooks/endpoints', { url, events });

describe('registering an endpoint', () => {
  it('answers the endpoint and its secret once, audited; the list shows only a hint', async () => {
    const response = await create(alicia(), 'https://hooks.example.com/facet', [
      'result.ready',
      'employee.left',
    ]);
    expect(response.statusCode).toBe(201);
    const { endpoint, secret } = response.result as {
      endpoint: { id: number; secret_hint: string };
      secret: string;
    };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/facet',
      events: ['result.ready', 'employee.left'],
      include_scores: false,
      active: true,
      secret_hint: `…${secret.slice(-4)}`,
      last_delivery: null,
    });
    const list = await call(alicia(), 'GET', '/api/webhooks/endpoints');
    expect(list.payload).not.toContain(secret);
    const audit = await database()('audit_log')
      .where({ action: 'webhook.endpoint_created' })
      .first();
    expect(audit).toMatchObject({ target: 'https://hooks.example.com/facet' });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  const { scheme, unresolved, noAddress, notPublic } = webhookTargetRefusals;
  it.each([
    ['http://hooks.example.com/facet', /https/, scheme],
    ['https://127.0.0.1/hook', /127\.0\.0\.1.*not a public address/, notPublic],
    ['https://[::1]/hook', /::1/, notPublic],
    ['https://10.1.2.3/hook', /10\.1\.2\.3/, notPublic],
    ['https://169.254.169.254/latest/meta-data', /169\.254\.169\.254/, notPublic],
    ['https://[fc00::1]/hook', /fc00::1/, notPublic],
    ['https://0.0.0.0/hook', /0\.0\.0\.0/, notPublic],
    ['https://100.64.0.1/hook', /100\.64\.0\.1/, notPublic],
    ['https://[::ffff:127.0.0.1]/hook', /not a public address/, notPublic],
    ['https://[::127.0.0.1]/hook', /not a public address/, notPublic],
    ['https://[::7f00:1]:18443/hook', /::7f00:1, which is not a public address/, notPublic],
    [
      'https://internal.example.com/hook',
      /internal\.example\.com resolves to 127\.0\.0\.1/,
      notPublic,
    ],
    ['https://mixed.example.com/hook', /10\.0\.0\.8/, notPublic],
    ['https://unknown.example.com/hook', /could not be resolved/, unresolved],
    ['https://empty.example.com/hook', /has no address/, noAddress],
  ])('refuses %s with 422 and the code of its cause', async (url, reason, refusal) => {
    const response = await create(alicia(), url);
    expect(response.statusCode).toBe(422);
    const body = response.result as { statusCode: number; error: string; message: string };
    expect(body).toMatchObject({
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: refusal.code,
    });
    expect(body.message).toMatch(reason);
  });

  it('reads every non-public range as private', () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.1', '172.16.0.1', '192.168.1.1']) {
      expect(isPublicAddress(address)).toBe(false);
    }
    for (const address of ['169.254.169.254', 'fe80::1', 'fd12::1', '224.0.0.1', '::']) {
      expect(isPublicAddress(address)).toBe(false);
    }
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('64:ff9b::a00:1')).toBe(false);
    // IPv4-compatible (::/96), outside 2000::/3, and special-purpose blocks ipaddr.js calls unicast.
    for (const address of ['::7f00:1', '::a00:1', '::1:2:3', '4000::1', '100:0:0:1::1']) {
      expect(isPublicAddress(address)).toBe(false);
    }
    // Special-purpose blocks of IANA's registries, globally reachable ones included.
    for (const address of ['192.31.196.1', '192.0.0.9', '2001:4:112::1', '3fff::1', '5f00::1']) {
      expect(isPublicAddress(address)).toBe(false);
    }
    // The old short and octal IPv4 forms name other addresses than they seem to.
    for (const address of ['1.2.3', '93.184.55054', '0135.184.215.14', '0x5d.184.215.14']) {
      expect(isPublicAddress(address)).toBe(false);
    }
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(true);
  });

  it('is for company admins only: a manager gets 403', async () => {
    expect((await create(mario(), 'https://hooks.example.com/x')).statusCode).toBe(403);
    expect((await call(mario(), 'GET', '/api/webhooks/endpoints')).statusCode).toBe(403);
  });

  it('refuses a company field and ids that are not whole numbers', async () => {
    const withCompany = await call(alicia(), 'POST', '/api/webhooks/endpoints', {
      url: 'https://hooks.example.com/x',
      events: ['result.ready'],
      company_id: 2,
    });
    expect(withCompany.statusCode).toBe(400);
    expect((await call(alicia(), 'DELETE', '/api/webhooks/endpoints/1.5')).statusCode).toBe(400);
  });
});

describe('tenant isolation', () => {
  it("another company's admin neither sees nor changes Acme's endpoints", async () => {
    const created = await create(alicia(), 'https://hooks.example.com/acme-only');
    const { id } = (created.result as { endpoint: { id: number } }).endpoint;
    const list = await call(gus(), 'GET', '/api/webhooks/endpoints');
    expect(list.statusCode).toBe(200);
    expect((list.result as { endpoints: unknown[] }).endpoints).toEqual([]);
    for (const [method, url, payload] of [
      ['PATCH', `/api/webhooks/endpoints/${id}`, { active: false }],
      ['DELETE', `/api/webhooks/endpoints/${id}`, undefined],
      ['POST', `/api/webhooks/endpoints/${id}/rotate-secret`, undefined],
      ['GET', `/api/webhooks/endpoints/${id}/deliveries`, undefined],
      ['POST', `/api/webhooks/endpoints/${id}/test`, undefined],
    ] as const) {
      expect((await call(gus(), method, url, payload)).statusCode).toBe(404);
    }
    const still = await database()('webhook_endpoints').where({ id }).first();
    expect(still).toMatchObject({ active: true });
  });
});

describe('signing secrets at rest', () => {
  const storedSecrets = (id: number) =>
    database()('webhook_endpoints')
      .where({ id })
      .first<{ secret: string; previous_secret: string | null }>('secret', 'previous_secret');

  it('stores the current and the previous secret encrypted, never as issued', async () => {
    const created = await create(alicia(), 'https://hooks.example.com/sealed');
    const { endpoint, secret } = created.result as { endpoint: { id: number }; secret: string };
    const stored = await storedSecrets(endpoint.id);
    expect(stored.secret).toMatch(/^enc:v1:/);
    expect(stored.secret).not.toContain(secret.slice(6));
    expect(openSigningSecret(testKeyring, stored.secret)).toBe(secret);
    const rotated = await call(
      alicia(),
      'POST',
      `/api/webhooks/endpoints/${endpoint.id}/rotate-secret`,
    );
    const newSecret = (rotated.result as { secret: string }).secret;
    const after = await storedSecrets(endpoint.id);
    expect(after.secret).toMatch(/^enc:v1:/);
    expect(after.previous_secret).toMatch(/^enc:v1:/);
    expect(JSON.stringify(after)).not.toContain(newSecret.slice(6));
    expect(openSigningSecret(testKeyring, after.secret)).toBe(newSecret);
    expect(openSigningSecret(testKeyring, after.previous_secret!)).toBe(secret);
  });

  it('seals secrets stored in clear or under a retired key at start, and counts unreadable ones', async () => {
    const created = await create(alicia(), 'https://hooks.example.com/older');
    const { id } = (created.result as { endpoint: { id: number } }).endpoint;
    const plain = `whsec_${Buffer.alloc(32, 4).toString('base64')}`;
    const retiredKey = createDataEncryptionKey();
    const retired = dataKeyring(retiredKey);
    const older = `whsec_${Buffer.alloc(32, 5).toString('base64')}`;
    await database()('webhook_endpoints')
      .where({ id })
      .update({ secret: plain, previous_secret: sealSigningSecret(retired, older) });
    const stranger = await create(alicia(), 'https://hooks.example.com/stranger');
    const strangerId = (stranger.result as { endpoint: { id: number } }).endpoint.id;
    const unknownKey = dataKeyring(createDataEncryptionKey());
    const lost = sealSigningSecret(unknownKey, plain);
    await database()('webhook_endpoints').where({ id: strangerId }).update({ secret: lost });

    const newKey = createDataEncryptionKey();
    const rotatedKeyring = dataKeyring(newKey, [retiredKey, testDataKey]);
    const outcome = await sealStoredSigningSecrets(database(), rotatedKeyring);
    expect(outcome.unreadable).toBe(1);
    expect(outcome.sealed).toBeGreaterThanOrEqual(1);
    const stored = await storedSecrets(id);
    expect(stored.secret.split(':')[2]).toBe(rotatedKeyring.current.id);
    expect(stored.previous_secret!.split(':')[2]).toBe(rotatedKeyring.current.id);
    expect(openSigningSecret(rotatedKeyring, stored.secret)).toBe(plain);
    expect(openSigningSecret(rotatedKeyring, stored.previous_secret!)).toBe(older);
    expect((await storedSecrets(strangerId)).secret).toBe(lost);
    // A second start has nothing left to seal but the unreadable one.
    expect(await sealStoredSigningSecrets(database(), rotatedKeyring)).toEqual({
      sealed: 0,
      unreadable: 1,
    });
    // Back to the test run's key for the tests after this one.
    await database()('webhook_endpoints').whereIn('id', [id, strangerId]).delete();
    await sealStoredSigningSecrets(database(), dataKeyring(testDataKey, [newKey]));
  });
});

describe('test events', () => {
  it('accepts five test events a minute to one endpoint, then answers 429 saying so', async () => {
    const created = await create(alicia(), 'https://hooks.example.com/pinged');
    const { id } = (created.result as { endpoint: { id: number } }).endpoint;
    const test = () => call(alicia(), 'POST', `/api/webhooks/endpoints/${id}/test`);
    for (let press = 0; press < 5; press += 1) expect((await test()).statusCode).toBe(202);
    const refused = await test();
    expect(refused.statusCode).toBe(429);
    expect((refused.result as { message: string }).message).toMatch(
      /^Too many test events: at most 5 a minute to one endpoint\. Please try again in 1 minute\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const pings = await database()('webhook_deliveries').where({ endpoint_id: id });
    expect(pings).toHaveLength(5);
    // Another endpoint of the company has its own five.
    const other = await create(alicia(), 'https://hooks.example.com/other');
    const otherId = (other.result as { endpoint: { id: number } }).endpoint.id;
    expect(
      (await call(alicia(), 'POST', `/api/webhooks/endpoints/${otherId}/test`)).statusCode,
    ).toBe(202);
    // Nobody sends them here: later tests count the deliveries a worker makes.
    await database()('webhook_deliveries').whereIn('endpoint_id', [id, otherId]).delete();
  });
});

describe('DNS rebinding', () => {
  it('refuses at send time a host that turned private, and nothing connects', async () => {
    const receiver = await startReceiver();
    try {
      dns.answer('rebind.example.com', [publicAddress]);
      const created = await create(alicia(), `https://rebind.example.com:${receiver.port}/hook`);
      expect(created.statusCode).toBe(201);
      const { id } = (created.result as { endpoint: { id: number } }).endpoint;
      dns.answer('rebind.example.com', [{ address: '127.0.0.1', family: 4 }]);
      expect((await call(alicia(), 'POST', `/api/webhooks/endpoints/${id}/test`)).statusCode).toBe(
        202,
      );
      const deliverer = createWebhookDeliverer({
        ports: webhooksPorts,
        database: database(),
        policy: { targets: { allowPrivate: false, resolve: dns.resolve }, keyring: testKeyring },
      });
      // A test event is tried once, and the refusal is its outcome.
      expect(await deliverer.deliverDue()).toMatchObject({ delivered: 0, failed: 1 });
      expect(receiver.received).toEqual([]);
      const deliveries = await call(alicia(), 'GET', `/api/webhooks/endpoints/${id}/deliveries`);
      expect((deliveries.result as { deliveries: unknown[] }).deliveries).toEqual([
        expect.objectContaining({
          event_type: 'ping',
          status: 'failed',
          attempts: 1,
          last_status_code: null,
          last_error: expect.stringMatching(/Refused: .*127\.0\.0\.1.*not a public address/),
        }),
      ]);
    } finally {
      await receiver.close();
    }
  });
});
