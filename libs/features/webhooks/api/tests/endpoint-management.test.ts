import { createPerson } from '@facet/assessment-api/testing';
import type { WebhookEndpointRecord } from '@facet/webhooks-domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSigningSecret } from '../src/index';
import { bearer, playedDns, publicAddress, startEndpointsTestServer, testKeyring } from './testing';

const dns = playedDns({ 'hooks.example.com': [publicAddress] });

const { alicia, database, gus, mario, server } = startEndpointsTestServer(dns.resolve);
let employee: number;

beforeAll(async () => {
  const acme = await database()('memberships').where({ user_id: alicia() }).first('company_id');
  employee = await createPerson(database(), { companyId: Number(acme!.company_id) });
});

const call = (userId: number | undefined, method: string, url: string, payload?: object) =>
  server().inject({
    method,
    url,
    payload,
    ...(userId !== undefined && { headers: bearer(userId) }),
  });

const messageOf = (response: { result: unknown }) =>
  (response.result as { message: string }).message;

let nextPath = 0;

/** A new endpoint of Acme's, at an address of its own. */
async function newEndpoint(payload: object = {}) {
  nextPath += 1;
  const response = await call(alicia(), 'POST', '/api/webhooks/endpoints', {
    url: `https://hooks.example.com/managed-${nextPath}`,
    events: ['result.ready'],
    ...payload,
  });
  expect(response.statusCode, response.payload).toBe(201);
  return response.result as { endpoint: WebhookEndpointRecord; secret: string };
}

/** Every route of the feature, against one endpoint. */
const routesOf = (id: number) =>
  [
    ['GET', '/api/webhooks/endpoints', undefined],
    [
      'POST',
      '/api/webhooks/endpoints',
      { url: 'https://hooks.example.com/x', events: ['result.ready'] },
    ],
    ['PATCH', `/api/webhooks/endpoints/${id}`, { active: false }],
    ['DELETE', `/api/webhooks/endpoints/${id}`, undefined],
    ['POST', `/api/webhooks/endpoints/${id}/rotate-secret`, undefined],
    ['GET', `/api/webhooks/endpoints/${id}/deliveries`, undefined],
    ['POST', `/api/webhooks/endpoints/${id}/test`, undefined],
  ] as const;

describe('who may manage endpoints', () => {
  it('answers 401 to every route without a session, and changes nothing', async () => {
    const { endpoint } = await newEndpoint();
    for (const [method, url, payload] of routesOf(endpoint.id)) {
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(
        401,
      );
    }
    expect(await database()('webhook_endpoints').where({ id: endpoint.id }).first()).toMatchObject({
      active: true,
    });
    expect(await database()('webhook_deliveries').where({ endpoint_id: endpoint.id })).toEqual([]);
  });

  it('answers 403 to every route for a manager and an employee of the same company', async () => {
    const { endpoint } = await newEndpoint();
    for (const userId of [mario(), employee]) {
      for (const [method, url, payload] of routesOf(endpoint.id)) {
        expect((await call(userId, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(await database()('webhook_endpoints').where({ id: endpoint.id }).first()).toMatchObject({
      active: true,
    });
  });

  it("answers 404 to another company's admin for each route naming Acme's endpoint", async () => {
    const { endpoint } = await newEndpoint();
    const foreign = routesOf(endpoint.id).filter(([, url]) => url.includes(`/${endpoint.id}`));
    for (const [method, url, payload] of foreign) {
      const response = await call(gus(), method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(messageOf(response)).toBe('This webhook endpoint does not exist.');
    }
    // Gus's own endpoint lives in Globex and is the only one his list shows.
    const own = await call(gus(), 'POST', '/api/webhooks/endpoints', {
      url: 'https://hooks.example.com/globex',
      events: ['employee.left'],
    });
    expect(own.statusCode).toBe(201);
    const listed = await call(gus(), 'GET', '/api/webhooks/endpoints');
    expect((listed.result as { endpoints: WebhookEndpointRecord[] }).endpoints).toEqual([
      expect.objectContaining({ url: 'https://hooks.example.com/globex' }),
    ]);
    const aliciaList = await call(alicia(), 'GET', '/api/webhooks/endpoints');
    expect(aliciaList.payload).not.toContain('/globex');
  });

  it('answers 404 for an endpoint that never existed or was deleted', async () => {
    const { endpoint } = await newEndpoint();
    expect(
      (await call(alicia(), 'DELETE', `/api/webhooks/endpoints/${endpoint.id}`)).statusCode,
    ).toBe(204);
    for (const id of [endpoint.id, 999_999]) {
      for (const [method, url, payload] of routesOf(id).filter(([, url]) =>
        url.includes(`/${id}`),
      )) {
        expect((await call(alicia(), method, url, payload)).statusCode, `${method} ${url}`).toBe(
          404,
        );
      }
    }
  });
});

describe('validation of what is sent', () => {
  it.each([
    [{ events: ['result.ready'] }, /^url: /],
    [{ url: 'https://hooks.example.com/a' }, /^events: /],
    [{ url: 'https://hooks.example.com/a', events: [] }, /events: must name at least one event/],
    [
      { url: 'https://hooks.example.com/a', events: ['ping'] },
      /is not an event you can subscribe to/,
    ],
    [{ url: 'not an address', events: ['result.ready'] }, /url: must be an https:\/\/ address/],
    [
      {
        url: 'https://hooks.example.com/a',
        events: ['result.ready'],
        description: 'x'.repeat(201),
      },
      /description: must be at most 200 characters/,
    ],
    [
      { url: 'https://hooks.example.com/a', events: ['result.ready'], include_scores: 'yes' },
      /include_scores/,
    ],
  ])('refuses a new endpoint %j with 400 naming the field', async (payload, problem) => {
    const before = await database()('webhook_endpoints').count<{ count: string }[]>('id as count');
    const response = await call(alicia(), 'POST', '/api/webhooks/endpoints', payload);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(problem);
    const after = await database()('webhook_endpoints').count<{ count: string }[]>('id as count');
    expect(after).toEqual(before);
  });

  it('refuses a change naming nothing, the address, or an unknown field, and keeps the endpoint', async () => {
    const { endpoint } = await newEndpoint();
    const path = `/api/webhooks/endpoints/${endpoint.id}`;
    const nothing = await call(alicia(), 'PATCH', path, {});
    expect(nothing.statusCode).toBe(400);
    expect(messageOf(nothing)).toMatch(/names nothing to change/);
    expect(
      (await call(alicia(), 'PATCH', path, { url: 'https://hooks.example.com/moved' })).statusCode,
    ).toBe(400);
    expect((await call(alicia(), 'PATCH', path, { secret: 'whsec_mine' })).statusCode).toBe(400);
    expect((await call(alicia(), 'PATCH', path, { events: [] })).statusCode).toBe(400);
    expect(await database()('webhook_endpoints').where({ id: endpoint.id }).first()).toMatchObject({
      url: endpoint.url,
      events: ['result.ready'],
    });
  });

  it('refuses ids and pages that are not positive whole numbers', async () => {
    const { endpoint } = await newEndpoint();
    for (const url of [
      '/api/webhooks/endpoints/abc/deliveries',
      '/api/webhooks/endpoints/0/deliveries',
      `/api/webhooks/endpoints/${endpoint.id}/deliveries?page=0`,
      `/api/webhooks/endpoints/${endpoint.id}/deliveries?page=two`,
    ]) {
      expect((await call(alicia(), 'GET', url)).statusCode, url).toBe(400);
    }
  });
});

describe('changing an endpoint', () => {
  it('changes events, scores and description, audits the change and lists it', async () => {
    const { endpoint } = await newEndpoint({ description: 'First sync' });
    const changed = await call(alicia(), 'PATCH', `/api/webhooks/endpoints/${endpoint.id}`, {
      events: ['employee.left', 'result.ready', 'employee.left'],
      include_scores: true,
      description: '  Workday  ',
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.result as { endpoint: WebhookEndpointRecord }).endpoint).toMatchObject({
      id: endpoint.id,
      url: endpoint.url,
      events: ['employee.left', 'result.ready'],
      include_scores: true,
      description: 'Workday',
      secret_hint: endpoint.secret_hint,
    });
    const audit = await database()('audit_log')
      .where({ action: 'webhook.endpoint_updated', target: endpoint.url })
      .first<{ details: Record<string, unknown> }>('details');
    expect(audit.details).toMatchObject({ endpoint_id: endpoint.id, include_scores: true });

    const cleared = await call(alicia(), 'PATCH', `/api/webhooks/endpoints/${endpoint.id}`, {
      description: null,
    });
    expect((cleared.result as { endpoint: WebhookEndpointRecord }).endpoint.description).toBeNull();
    const listed = await call(alicia(), 'GET', '/api/webhooks/endpoints');
    expect((listed.result as { endpoints: WebhookEndpointRecord[] }).endpoints).toContainEqual(
      expect.objectContaining({ id: endpoint.id, description: null, include_scores: true }),
    );
  });

  it('refuses a test event to a disabled endpoint with 409, and sends again once enabled', async () => {
    const { endpoint } = await newEndpoint();
    const path = `/api/webhooks/endpoints/${endpoint.id}`;
    expect((await call(alicia(), 'PATCH', path, { active: false })).statusCode).toBe(200);
    const refused = await call(alicia(), 'POST', `${path}/test`);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('This endpoint is disabled: enable it to send a test event.');
    expect(await database()('webhook_deliveries').where({ endpoint_id: endpoint.id })).toEqual([]);
    expect((await call(alicia(), 'PATCH', path, { active: true })).statusCode).toBe(200);
    const sent = await call(alicia(), 'POST', `${path}/test`);
    expect(sent.statusCode).toBe(202);
    expect((sent.result as { delivery: Record<string, unknown> }).delivery).toMatchObject({
      event_type: 'ping',
      status: 'pending',
      attempts: 0,
      message_id: expect.stringMatching(/^msg_[0-9a-f]{32}$/),
    });
  });

  it('deletes an endpoint with its deliveries, audited, and lists it no more', async () => {
    const { endpoint } = await newEndpoint();
    await call(alicia(), 'POST', `/api/webhooks/endpoints/${endpoint.id}/test`);
    const deleted = await call(alicia(), 'DELETE', `/api/webhooks/endpoints/${endpoint.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.payload).toBe('');
    expect(await database()('webhook_endpoints').where({ id: endpoint.id })).toEqual([]);
    expect(await database()('webhook_deliveries').where({ endpoint_id: endpoint.id })).toEqual([]);
    expect(
      await database()('audit_log').where({
        action: 'webhook.endpoint_deleted',
        target: endpoint.url,
      }),
    ).toHaveLength(1);
    const listed = await call(alicia(), 'GET', '/api/webhooks/endpoints');
    expect(listed.payload).not.toContain(endpoint.url);
  });
});

describe('rotating the secret', () => {
  it('shows the new secret once, hints it in the list, and keeps only the one it replaced', async () => {
    const { endpoint, secret: first } = await newEndpoint();
    const rotate = () =>
      call(alicia(), 'POST', `/api/webhooks/endpoints/${endpoint.id}/rotate-secret`);
    const second = (await rotate()).result as { secret: string };
    const third = (await rotate()).result as { secret: string };
    expect(new Set([first, second.secret, third.secret]).size).toBe(3);
    const listed = await call(alicia(), 'GET', '/api/webhooks/endpoints');
    expect(listed.payload).not.toContain(third.secret);
    expect((listed.result as { endpoints: WebhookEndpointRecord[] }).endpoints).toContainEqual(
      expect.objectContaining({ id: endpoint.id, secret_hint: `…${third.secret.slice(-4)}` }),
    );
    // Two rotations in a row: the first secret no longer signs anything.
    const stored = await database()('webhook_endpoints')
      .where({ id: endpoint.id })
      .first<{ secret: string; previous_secret: string }>('secret', 'previous_secret');
    expect(openSigningSecret(testKeyring, stored.secret)).toBe(third.secret);
    expect(openSigningSecret(testKeyring, stored.previous_secret)).toBe(second.secret);
    expect(
      await database()('audit_log').where({
        action: 'webhook.secret_rotated',
        target: endpoint.url,
      }),
    ).toHaveLength(2);
  });
});

describe('the delivery log', () => {
  it('lists deliveries newest first, twenty a page, and shows the newest in the endpoint list', async () => {
    const { endpoint } = await newEndpoint();
    const row = await database()('webhook_endpoints')
      .where({ id: endpoint.id })
      .first('company_id');
    await database()('webhook_deliveries').insert(
      Array.from({ length: 25 }, (_, index) => ({
        endpoint_id: endpoint.id,
        company_id: row!.company_id,
        message_id: `msg_log_${endpoint.id}_${index}`,
        event_type: 'result.ready',
        payload: JSON.stringify({ index }),
        status: index === 24 ? 'failed' : 'delivered',
        attempts: 1,
        last_status_code: index === 24 ? 500 : 200,
        delivered_at: index === 24 ? null : database().fn.now(),
      })),
    );
    const page = (number: number) =>
      call(alicia(), 'GET', `/api/webhooks/endpoints/${endpoint.id}/deliveries?page=${number}`);
    const first = (await page(1)).result as { deliveries: { message_id: string }[] };
    expect(first).toMatchObject({ page: 1, totalPages: 2, total: 25 });
    expect(first.deliveries).toHaveLength(20);
    expect(first.deliveries[0]).toMatchObject({
      message_id: `msg_log_${endpoint.id}_24`,
      status: 'failed',
      last_status_code: 500,
      next_attempt_at: null,
      delivered_at: null,
    });
    const second = (await page(2)).result as { deliveries: { message_id: string }[] };
    expect(second.deliveries.map((delivery) => delivery.message_id)).toEqual(
      [4, 3, 2, 1, 0].map((index) => `msg_log_${endpoint.id}_${index}`),
    );
    const listed = await call(alicia(), 'GET', '/api/webhooks/endpoints');
    expect((listed.result as { endpoints: WebhookEndpointRecord[] }).endpoints).toContainEqual(
      expect.objectContaining({
        id: endpoint.id,
        last_delivery: expect.objectContaining({ status: 'failed', event_type: 'result.ready' }),
      }),
    );
  });
});
