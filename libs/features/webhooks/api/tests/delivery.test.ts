import { resultScoresOf } from '@facet/assessment-api';
import { userContactOf } from '@facet/session-api';
import { completeAssessment, createPerson, responsesFor } from '@facet/assessment-api/testing';
import { domains as assessmentDomains } from '@facet/assessment-domain';
import {
  collectSubjectRows,
  eraseSubject,
  integrationEventsPersonalData,
  recordIntegrationEvent,
} from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import { createDataEncryptionKey, dataKeyring } from '@facet/platform-security';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createWebhookDeliverer,
  defaultRetryDelaysMilliseconds,
  dispatchIntegrationEvents,
  retryDelayAfter,
  sealSigningSecret,
  webhooksPersonalData,
  type WebhookPayload,
  type WebhooksPorts,
} from '../src/index';
import {
  bearer,
  createWebhooksTestServer,
  playedDns,
  startReceiver,
  testKeyring,
  userIdOf,
  type ReceivedWebhook,
} from './testing';

/** The deliveries' ports as the app passes them: the owners' own functions. */
const webhooksPorts: WebhooksPorts = { userContactOf, resultScoresOf };

const loopback = { address: '127.0.0.1', family: 4 } as const;
const dns = playedDns({ 'receiver.test': [loopback] });
const targets = { allowPrivate: true, resolve: dns.resolve };

let testServer: TestServer;
let alicia: number;
let acmeId: number;
const database = () => testServer.testDatabase.database;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  testServer = await createWebhooksTestServer({
    allowPrivateTargets: true,
    resolveHost: dns.resolve,
  });
  alicia = await userIdOf(database(), 'alicia@acme.example');
  const acme = await database()('companies')
    .where({ name: 'Acme Demo' })
    .first<{ id: number }>('id');
  acmeId = Number(acme.id);
});
afterAll(() => testServer.close());
afterEach(async () => {
  await receiver?.close();
  await database()('webhook_endpoints').delete();
  await database()('integration_events').update({ dispatched_at: database().fn.now() });
});

const call = (userId: number, method: string, url: string, payload?: object) =>
  testServer.server.inject({ method, url, headers: bearer(userId), payload });

/** Registers an endpoint of Acme at the receiver (by name: the played DNS answers 127.0.0.1). */
async function endpointAt(
  port: number,
  options: { events?: string[]; include_scores?: boolean; path?: string } = {},
) {
  const response = await call(alicia, 'POST', '/api/webhooks/endpoints', {
    url: `http://receiver.test:${port}${options.path ?? '/hook'}`,
    events: options.events ?? ['result.ready'],
    include_scores: options.include_scores ?? false,
  });
  expect(response.statusCode).toBe(201);
  const { endpoint, secret } = response.result as { endpoint: { id: number }; secret: string };
  return { id: endpoint.id, secret };
}

const deliverer = (retryDelaysMilliseconds = [0, 0, 0], timeoutMilliseconds = 10_000) =>
  createWebhookDeliverer({
    ports: webhooksPorts,
    database: database(),
    policy: { targets, keyring: testKeyring, retryDelaysMilliseconds, timeoutMilliseconds },
  });

const ping = (endpointId: number) =>
  call(alicia, 'POST', `/api/webhooks/endpoints/${endpointId}/test`);

/** A `result.ready` of Acme's, made a delivery to each subscribed endpoint: one that retries. */
async function resultReady() {
  await database().transaction((transaction) =>
    recordIntegrationEvent(transaction, {
      companyId: acmeId,
      type: 'result.ready',
      subjectUserId: null,
    }),
  );
  await dispatchIntegrationEvents(webhooksPorts, database());
}

const headersOf = (webhook: ReceivedWebhook) => ({
  'webhook-id': String(webhook.headers['webhook-id']),
  'webhook-timestamp': String(webhook.headers['webhook-timestamp']),
  'webhook-signature': String(webhook.headers['webhook-signature']),
});

async function deliveriesOf(endpointId: number) {
  const answer = await call(alicia, 'GET', `/api/webhooks/endpoints/${endpointId}/deliveries`);
  return (answer.result as { deliveries: Record<string, unknown>[] }).deliveries;
}

describe('signing', () => {
  it('verifies with the Standard Webhooks reference, and fails with another secret or body', async () => {
    receiver = await startReceiver();
    const { id, secret } = await endpointAt(receiver.port);
    expect((await ping(id)).statusCode).toBe(202);
    expect(await deliverer().deliverDue()).toMatchObject({ delivered: 1 });
    const [webhook] = receiver.received;
    expect(webhook!.headers['host']).toBe(`receiver.test:${receiver.port}`);
    const payload = new Webhook(secret).verify(
      webhook!.body,
      headersOf(webhook!),
    ) as WebhookPayload;
    expect(payload).toMatchObject({ type: 'ping', company_id: acmeId });
    expect(payload.id).toBe(webhook!.headers['webhook-id']);
    const otherSecret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    expect(() => new Webhook(otherSecret).verify(webhook!.body, headersOf(webhook!))).toThrow();
    const tampered = webhook!.body.replace('"ping"', '"result.ready"');
    expect(() => new Webhook(secret).verify(tampered, headersOf(webhook!))).toThrow();
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 1, last_status_code: 200 }),
    ]);
  });

  it('signs with both secrets for a day after a rotation, then with the new one only', async () => {
    receiver = await startReceiver();
    const { id, secret: oldSecret } = await endpointAt(receiver.port);
    const rotated = await call(alicia, 'POST', `/api/webhooks/endpoints/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret: newSecret, previous_secret_expires_at } = rotated.result as {
      secret: string;
      previous_secret_expires_at: string;
    };
    expect(newSecret).not.toBe(oldSecret);
    const overlapHours = (Date.parse(previous_secret_expires_at) - Date.now()) / 3_600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);
    await ping(id);
    await deliverer().deliverDue();
    const during = receiver.received[0]!;
    expect(headersOf(during)['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(oldSecret).verify(during.body, headersOf(during))).not.toThrow();
    expect(() => new Webhook(newSecret).verify(during.body, headersOf(during))).not.toThrow();

    // A day later: the old secret's overlap is over.
    await database()('webhook_endpoints')
      .where({ id })
      .update({ previous_secret_expires_at: database().raw(`now() - interval '1 second'`) });
    await ping(id);
    await deliverer().deliverDue();
    const after = receiver.received[1]!;
    expect(headersOf(after)['webhook-signature'].split(' ')).toHaveLength(1);
    expect(() => new Webhook(newSecret).verify(after.body, headersOf(after))).not.toThrow();
    expect(() => new Webhook(oldSecret).verify(after.body, headersOf(after))).toThrow();
    const audit = await database()('audit_log').where({ action: 'webhook.secret_rotated' }).first();
    expect(JSON.stringify(audit)).not.toContain(newSecret);
  });
});

describe('a secret no configured key opens', () => {
  it('sends nothing and says why in the delivery log', async () => {
    receiver = await startReceiver();
    const { id, secret } = await endpointAt(receiver.port);
    const lostKey = dataKeyring(createDataEncryptionKey());
    await database()('webhook_endpoints')
      .where({ id })
      .update({ secret: sealSigningSecret(lostKey, secret) });
    await resultReady();
    expect(await deliverer().deliverDue()).toMatchObject({ delivered: 0, retrying: 1 });
    expect(receiver.received).toEqual([]);
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({
        status: 'retrying',
        last_error: expect.stringMatching(/DATA_ENCRYPTION_KEY: rotate the secret/),
      }),
    ]);
  });
});

describe('retries', () => {
  it('delivers on the third attempt after two 500s, under the same webhook-id', async () => {
    receiver = await startReceiver([500, 500, 200]);
    const { id } = await endpointAt(receiver.port);
    await resultReady();
    const sender = deliverer();
    expect(await sender.deliverDue()).toMatchObject({ retrying: 1 });
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({
        status: 'retrying',
        attempts: 1,
        last_status_code: 500,
        last_error: 'The receiver answered 500.',
      }),
    ]);
    expect(await sender.deliverDue()).toMatchObject({ retrying: 1 });
    expect(await sender.deliverDue()).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((webhook) => webhook.headers['webhook-id'])).size).toBe(1);
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 3, last_error: null }),
    ]);
  });

  it('fails after the last attempt when nobody answers, with the reason', async () => {
    receiver = await startReceiver();
    const { id } = await endpointAt(receiver.port);
    await receiver.close();
    await resultReady();
    const sender = deliverer([0, 0]);
    expect(await sender.deliverDue()).toMatchObject({ retrying: 1 });
    expect(await sender.deliverDue()).toMatchObject({ retrying: 1 });
    expect(await sender.deliverDue()).toMatchObject({ failed: 1 });
    expect(await sender.deliverDue()).toMatchObject({ delivered: 0, retrying: 0, failed: 0 });
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 3,
        next_attempt_at: null,
        last_error: expect.stringMatching(/ECONNREFUSED/),
      }),
    ]);
  });

  it('waits longer after each failure, and gives up after the schedule', async () => {
    const waits = [1, 2, 3, 4, 5, 6].map((attempts) =>
      retryDelayAfter(defaultRetryDelaysMilliseconds, attempts),
    );
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000]);
    expect(retryDelayAfter(defaultRetryDelaysMilliseconds, 7)).toBeUndefined();

    receiver = await startReceiver([503]);
    const { id } = await endpointAt(receiver.port);
    await resultReady();
    await createWebhookDeliverer({
      ports: webhooksPorts,
      database: database(),
      policy: { targets, keyring: testKeyring },
    }).deliverDue();
    const [delivery] = await deliveriesOf(id);
    const wait = Date.parse(String(delivery!['next_attempt_at'])) - Date.now();
    expect(wait).toBeGreaterThan(55_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });

  it('gives up on an attempt after the timeout', async () => {
    receiver = await startReceiver([200], 2_000);
    const { id } = await endpointAt(receiver.port);
    await resultReady();
    expect(await deliverer([0], 200).deliverDue()).toMatchObject({ retrying: 1 });
    expect((await deliveriesOf(id))[0]).toMatchObject({
      status: 'retrying',
      last_error: 'No answer within 0.2 s.',
    });
  });

  it('never sends one delivery twice at once, however many workers run', async () => {
    receiver = await startReceiver([200], 300);
    const { id } = await endpointAt(receiver.port);
    for (let index = 0; index < 5; index += 1) await ping(id);
    const outcomes = await Promise.all(
      [deliverer(), deliverer(), deliverer()].map((worker) => worker.deliverDue()),
    );
    expect(outcomes.reduce((sum, outcome) => sum + outcome.delivered, 0)).toBe(5);
    expect(receiver.received).toHaveLength(5);
    expect(new Set(receiver.received.map((webhook) => webhook.headers['webhook-id'])).size).toBe(5);
  });

  it('tries a test event once: a failed ping is not retried', async () => {
    receiver = await startReceiver([500, 200]);
    const { id } = await endpointAt(receiver.port);
    expect((await ping(id)).statusCode).toBe(202);
    const sender = deliverer();
    expect(await sender.deliverDue()).toMatchObject({ delivered: 0, retrying: 0, failed: 1 });
    expect(await sender.deliverDue()).toMatchObject({ delivered: 0, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, last_status_code: 500 }),
    ]);
  });

  it('does not follow redirects: a 302 is retried', async () => {
    receiver = await startReceiver([302]);
    await endpointAt(receiver.port);
    await resultReady();
    expect(await deliverer().deliverDue()).toMatchObject({ retrying: 1 });
    expect(receiver.received).toHaveLength(1);
  });
});

describe('retries of a signed delivery', () => {
  it('signs every attempt anew under the same webhook-id, each verifying with the secret', async () => {
    receiver = await startReceiver([503, 500, 204]);
    const { id, secret } = await endpointAt(receiver.port);
    await resultReady();
    const sender = deliverer();
    for (let attempt = 0; attempt < 3; attempt += 1) await sender.deliverDue();
    expect(receiver.received).toHaveLength(3);
    const payloads = receiver.received.map(
      (webhook) => new Webhook(secret).verify(webhook.body, headersOf(webhook)) as WebhookPayload,
    );
    // The receiver deduplicates on webhook-id: every attempt names the same message and body.
    expect(new Set(receiver.received.map((webhook) => webhook.headers['webhook-id'])).size).toBe(1);
    expect(new Set(receiver.received.map((webhook) => webhook.body)).size).toBe(1);
    expect(payloads[0]).toMatchObject({ type: 'result.ready', company_id: acmeId });
    expect(payloads[0]!.id).toMatch(/^evt_\d+$/);
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 3, last_status_code: 204 }),
    ]);
  });

  it('holds the retries of a disabled endpoint, and resumes them once it is enabled', async () => {
    receiver = await startReceiver([500, 200]);
    const { id } = await endpointAt(receiver.port);
    await resultReady();
    const sender = deliverer();
    expect(await sender.deliverDue()).toMatchObject({ retrying: 1 });
    const path = `/api/webhooks/endpoints/${id}`;
    expect((await call(alicia, 'PATCH', path, { active: false })).statusCode).toBe(200);
    expect(await sender.deliverDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({ status: 'retrying', attempts: 1 }),
    ]);
    expect((await call(alicia, 'PATCH', path, { active: true })).statusCode).toBe(200);
    expect(await sender.deliverDue()).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(2);
    expect(await deliveriesOf(id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 2, last_error: null }),
    ]);
  });

  it('shows when the next attempt is due while retrying, and no time once delivered', async () => {
    receiver = await startReceiver([500, 200]);
    const { id } = await endpointAt(receiver.port);
    await resultReady();
    const sender = deliverer([0]);
    await sender.deliverDue();
    const [retrying] = await deliveriesOf(id);
    expect(Date.parse(String(retrying!['next_attempt_at']))).not.toBeNaN();
    expect(retrying!['delivered_at']).toBeNull();
    await sender.deliverDue();
    const [delivered] = await deliveriesOf(id);
    expect(delivered).toMatchObject({ status: 'delivered', next_attempt_at: null });
    expect(Date.parse(String(delivered!['delivered_at']))).not.toBeNaN();
    const listed = await call(alicia, 'GET', '/api/webhooks/endpoints');
    expect((listed.result as { endpoints: Record<string, unknown>[] }).endpoints).toEqual([
      expect.objectContaining({
        id,
        last_delivery: expect.objectContaining({ status: 'delivered', event_type: 'result.ready' }),
      }),
    ]);
  });
});

describe('events from the real flows', () => {
  const received = () =>
    receiver.received.map((webhook) => JSON.parse(webhook.body) as WebhookPayload);

  it('finishing an assessment sends assessment.completed and result.ready, scores on opt-in', async () => {
    receiver = await startReceiver();
    await endpointAt(receiver.port, {
      events: ['assessment.completed', 'result.ready'],
      path: '/plain',
    });
    await endpointAt(receiver.port, {
      events: ['result.ready'],
      include_scores: true,
      path: '/scores',
    });
    const person = await createPerson(database(), { companyId: acmeId, name: 'Rita Ready' });
    const resultId = await completeAssessment(testServer.server, person);
    expect(await deliverer().deliverDue()).toMatchObject({ delivered: 3 });
    const payloads = received();
    const plain = payloads.filter((payload) => !('scores' in payload.data));
    expect(plain.map((payload) => payload.type).sort()).toEqual([
      'assessment.completed',
      'result.ready',
    ]);
    for (const payload of plain) {
      expect(payload.data).toMatchObject({
        result_id: resultId,
        person: { id: person, name: 'Rita Ready', email: expect.stringContaining('@') },
      });
    }
    const scored = payloads.find((payload) => 'scores' in payload.data)!;
    expect(scored.type).toBe('result.ready');
    const domains = (scored.data['scores'] as { domains: Record<string, number> }).domains;
    expect(Object.keys(domains).sort()).toEqual([...assessmentDomains].sort());
    expect(Object.values(domains).every((t) => typeof t === 'number')).toBe(true);
  });

  it('an assessment begun for a company and finished after leaving it is still reported to it', async () => {
    receiver = await startReceiver();
    await endpointAt(receiver.port, { events: ['assessment.completed'] });
    const person = await createPerson(database(), { companyId: acmeId, name: 'Lena Leaving' });
    const launched = await call(person, 'POST', '/api/diagnoses/launch', { lang: 'en' });
    expect(launched.statusCode).toBe(200);
    const consented = await call(person, 'POST', '/api/diagnoses/consent', {
      consents: true,
      version: '1.0.0',
    });
    expect(consented.statusCode).toBe(200);
    await database()('memberships').where({ user_id: person }).delete();
    const finished = await call(person, 'PATCH', '/api/diagnoses/submit', {
      responses: responsesFor(),
      lang: 'en',
      finish: true,
    });
    expect(finished.statusCode, finished.payload).toBe(200);
    expect(await deliverer().deliverDue()).toMatchObject({ delivered: 1 });
    expect(received()).toEqual([
      expect.objectContaining({ type: 'assessment.completed', company_id: acmeId }),
    ]);
  });

  it('accepting an invitation sends invitation.accepted; a release sends employee.left', async () => {
    receiver = await startReceiver();
    await endpointAt(receiver.port, { events: ['invitation.accepted', 'employee.left'] });
    const nora = await createPerson(database(), { companyId: null, name: 'Nora Newcomer' });
    const { email } = await emailOf(nora);
    const invite = await call(alicia, 'POST', '/api/companies/invite?role=manager', {
      guest: email,
      role: 'employee',
      lang: 'en',
    });
    expect(invite.statusCode).toBe(201);
    const mail = await database()('mail_outbox')
      .where({ kind: 'invitation' })
      .whereRaw('lower(recipient) = lower(?)', [email])
      .first<{ text_body: string }>('text_body');
    const link = /https:\/\/facet\.example\/\S+/.exec(mail.text_body)![0];
    const token = decodeURIComponent(link.split('/').at(-1)!);
    const accepted = await call(nora, 'PATCH', '/api/companies/company-change', { token });
    expect(accepted.statusCode).toBe(200);
    const released = await call(alicia, 'PATCH', '/api/companies/employee-release?role=admin', {
      email,
      lang: 'en',
    });
    expect(released.statusCode).toBe(200);
    expect(await deliverer().deliverDue()).toMatchObject({ delivered: 2 });
    // Deliveries go out side by side: the order they arrive in is not the order of the events.
    expect(
      received()
        .map((payload) => payload.type)
        .sort(),
    ).toEqual(['employee.left', 'invitation.accepted']);
    const acceptance = received().find((payload) => payload.type === 'invitation.accepted')!;
    expect(acceptance.data).toMatchObject({
      role: 'employee',
      invitation_id: expect.any(Number),
      person: { id: nora, email, name: 'Nora Newcomer' },
    });
    expect(received().every((payload) => !('scores' in payload.data))).toBe(true);
  });

  it('sends nothing to a disabled endpoint, nor for events it did not subscribe to', async () => {
    receiver = await startReceiver();
    const disabled = await endpointAt(receiver.port, { events: ['employee.left'] });
    await endpointAt(receiver.port, { events: ['invitation.accepted'] });
    const disabling = await call(alicia, 'PATCH', `/api/webhooks/endpoints/${disabled.id}`, {
      active: false,
    });
    expect(disabling.statusCode).toBe(200);
    await releaseSomeone('Leo Leaver');
    expect(await deliverer().deliverDue()).toMatchObject({ delivered: 0 });
    expect(receiver.received).toEqual([]);
  });

  it('sends nothing more once the endpoint is deleted, even what was already due', async () => {
    receiver = await startReceiver();
    const deleted = await endpointAt(receiver.port, { events: ['employee.left'] });
    await releaseSomeone('Lea Leaver');
    expect(await dispatchIntegrationEvents(webhooksPorts, database())).toBe(1);
    const deleting = await call(alicia, 'DELETE', `/api/webhooks/endpoints/${deleted.id}`);
    expect(deleting.statusCode).toBe(204);
    expect(await deliverer().deliverDue()).toMatchObject({ delivered: 0 });
    expect(receiver.received).toEqual([]);
    expect(await database()('webhook_deliveries').where({ endpoint_id: deleted.id })).toEqual([]);
  });
});

describe('personal data', () => {
  it("finds a person's deliveries and events by their id, and erasure deletes them", async () => {
    receiver = await startReceiver();
    await endpointAt(receiver.port, { events: ['employee.left'] });
    const person = await releaseSomeone('Eve Erased');
    await deliverer().deliverDue();
    const { email } = await emailOf(person);
    const subject = { kind: 'person', userId: person, email } as const;
    const registry = [...integrationEventsPersonalData, ...webhooksPersonalData];
    await database().transaction(async (transaction) => {
      const rows = await collectSubjectRows(transaction, registry, subject);
      expect(rows['webhook_deliveries']).toHaveLength(1);
      expect(JSON.stringify(rows['webhook_deliveries'])).toContain(email);
      expect(rows['integration_events']).toHaveLength(1);
      await eraseSubject(transaction, registry, subject);
      expect(await collectSubjectRows(transaction, registry, subject)).toEqual({});
    });
  });
});

function emailOf(userId: number) {
  return database()('users').where({ id: userId }).first<{ email: string }>('email');
}

async function releaseSomeone(name: string): Promise<number> {
  const person = await createPerson(database(), { companyId: acmeId, name });
  const { email } = await emailOf(person);
  const released = await call(alicia, 'PATCH', '/api/companies/employee-release?role=admin', {
    email,
    lang: 'en',
  });
  expect(released.statusCode).toBe(200);
  return person;
}
