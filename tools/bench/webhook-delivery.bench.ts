import { resultScoresOf } from '@facet/assessment-api';
import { userContactOf } from '@facet/session-api';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordIntegrationEvent } from '@facet/platform-db';
import { createDataEncryptionKey, dataKeyring } from '@facet/platform-security';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import {
  createWebhookDeliverer,
  sealSigningSecret,
  type WebhookPayload,
  type WebhooksPorts,
} from '@facet/webhooks-api';
import { percentile } from './support/percentile';

/** The deliveries' ports as the app passes them: the owners' own functions. */
const webhooksPorts: WebhooksPorts = { userContactOf, resultScoresOf };

/**
 * Webhook delivery (`npm run bench webhook-delivery [events] [concurrency]`): one company, one
 * endpoint on a loopback HTTP receiver, `events` result.ready events written to the outbox at
 * once; the deliverer dispatches and sends them as the worker's job does. Prints deliveries per
 * second and the p50/p99 time from the event's commit to its receipt. No assertions.
 */
const eventCount = Number(process.argv[2] ?? 2_000);
const concurrency = Number(process.argv[3] ?? 10);

const keyring = dataKeyring(createDataEncryptionKey());
const postgres = await locateTestPostgres(54363);
process.env[testDatabaseUrlVariable] = postgres.url;
const testDatabase = await createTestDatabase();
const database = testDatabase.database;

const receivedAt = new Map<string, number>();
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    receivedAt.set((JSON.parse(body) as WebhookPayload).id, Date.now());
    response.writeHead(204).end();
  });
});
await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
const { port } = receiver.address() as AddressInfo;

const [company] = await database('companies')
  .insert({ name: 'Bench', email: 'hello@bench.example', licences: 10 })
  .returning<{ id: number }[]>('id');
const companyId = Number(company!.id);
const [person] = await database('users')
  .insert({ email: 'person@bench.example', name: 'Bench Person', lang: 'en' })
  .returning<{ id: number }[]>('id');
await database('webhook_endpoints').insert({
  company_id: companyId,
  url: `http://127.0.0.1:${port}/hook`,
  events: ['result.ready'],
  secret: sealSigningSecret(keyring, `whsec_${randomBytes(32).toString('base64')}`),
});

const createdAt = new Map<string, number>();
await database.transaction(async (transaction) => {
  for (let index = 0; index < eventCount; index += 1) {
    await recordIntegrationEvent(transaction, {
      companyId,
      type: 'result.ready',
      subjectUserId: Number(person!.id),
      data: { result_id: index },
    });
  }
});
const events = await database('integration_events').select<{ id: number; created_at: Date }[]>(
  'id',
  'created_at',
);
for (const event of events) createdAt.set(`evt_${event.id}`, event.created_at.getTime());

const deliverer = createWebhookDeliverer({
  ports: webhooksPorts,
  database,
  policy: {
    targets: { allowPrivate: true, resolve: () => Promise.reject(new Error('no DNS')) },
    keyring,
    concurrency,
  },
});
const started = performance.now();
const outcome = await deliverer.deliverDue();
const seconds = (performance.now() - started) / 1000;

const latencies = [...receivedAt]
  .map(([id, at]) => at - createdAt.get(id)!)
  .sort((first, second) => first - second);
console.log(
  `${outcome.delivered} of ${eventCount} events delivered (${outcome.retrying} retrying, ` +
    `${outcome.failed} failed) in ${seconds.toFixed(2)} s with ${concurrency} at once: ` +
    `${(outcome.delivered / seconds).toFixed(0)} deliveries/s`,
);
console.log(
  `event to receipt: p50 ${percentile(latencies, 0.5)} ms, p99 ${percentile(latencies, 0.99)} ms ` +
    '(all events committed at once, so the later ones wait their turn)',
);

receiver.close();
await database.destroy();
await testDatabase.drop();
await postgres.stop();
