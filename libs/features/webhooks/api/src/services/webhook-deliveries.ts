import { randomUUID } from 'node:crypto';
import { describeScores, domains, normsOfVersion } from '@facet/assessment-domain';
import { takeUndispatchedIntegrationEvents, type StoredIntegrationEvent } from '@facet/platform-db';
import type { AddressPolicy } from '@facet/platform-http';
import type { ScheduledMailJob } from '@facet/platform-mail';
import { UnreadableSecret, type DataKeyring } from '@facet/platform-security';
import { pingEventType, type WebhookEventType } from '@facet/webhooks-domain';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { WebhooksPorts } from '../webhooks-ports';
import { openSigningSecret } from './webhook-secrets-at-rest';
import { sendWebhook, type SendOutcome } from './webhook-sender';
import { signedHeaders } from './webhook-signature';
import { RefusedTarget, vetTarget } from './webhook-targets';

/** The body every receiver gets: Standard Webhooks' shape, the person named, scores on opt-in. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  created_at: string;
  company_id: number;
  data: Record<string, unknown>;
}

/**
 * Waits after each failed attempt: 1 min, 5 min, 30 min, 2 h, 6 h, 12 h; the attempt after the
 * last wait is the last, so a receiver may be down about 21 hours before a delivery fails.
 */
export const defaultRetryDelaysMilliseconds: readonly number[] = [
  60_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  6 * 3_600_000,
  12 * 3_600_000,
];

export interface DeliveryPolicy {
  targets: AddressPolicy;
  /** Opens the signing secrets stored sealed (DATA_ENCRYPTION_KEY). */
  keyring: DataKeyring;
  retryDelaysMilliseconds: readonly number[];
  timeoutMilliseconds: number;
  /** Deliveries sent at once by one worker. */
  concurrency: number;
  /** How long a worker holds a delivery it is sending: well above the timeout. */
  claimMilliseconds: number;
}

export const defaultDeliveryPolicy: Omit<DeliveryPolicy, 'targets' | 'keyring'> = {
  retryDelaysMilliseconds: defaultRetryDelaysMilliseconds,
  timeoutMilliseconds: 10_000,
  concurrency: 10,
  claimMilliseconds: 60_000,
};

/** The wait after `attempts` failed attempts, or undefined when the delivery has failed for good. */
export function retryDelayAfter(
  retryDelaysMilliseconds: readonly number[],
  attempts: number,
): number | undefined {
  return retryDelaysMilliseconds[attempts - 1];
}

/** The idempotency id of one delivery, sent as `webhook-id` on every attempt. */
function newMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/** The domain T-scores of a result, scored against the norms it was scored on. */
async function domainTScores(
  ports: WebhooksPorts,
  transaction: Knex.Transaction,
  resultId: number,
) {
  const result = await ports.resultScoresOf(transaction, resultId);
  if (!result) return undefined;
  const described = describeScores(result.scores, normsOfVersion(result.norm_version));
  return Object.fromEntries(domains.map((domain) => [domain, described[domain].t]));
}

/**
 * Each event becomes one delivery per active endpoint of its company subscribed to its type, in
 * the transaction that takes it from the outbox. The payload is fixed now: every attempt sends
 * the same body under the same id.
 */
async function dispatchEvent(
  ports: WebhooksPorts,
  transaction: Knex.Transaction,
  event: StoredIntegrationEvent,
) {
  const endpoints = await transaction('webhook_endpoints')
    .where({ company_id: event.company_id, active: true })
    .whereRaw('? = any(events)', [event.type])
    .select('id', 'include_scores');
  if (endpoints.length === 0) return 0;
  const person = event.subject_user_id
    ? await ports.userContactOf(transaction, event.subject_user_id)
    : undefined;
  const resultId = Number(event.data['result_id']);
  const scores =
    endpoints.some((endpoint) => endpoint.include_scores) && Number.isInteger(resultId)
      ? await domainTScores(ports, transaction, resultId)
      : undefined;
  const basePayload: WebhookPayload = {
    id: `evt_${event.id}`,
    type: event.type,
    created_at: event.created_at.toISOString(),
    company_id: event.company_id,
    data: {
      ...event.data,
      person: person ?? null,
    },
  };
  await transaction('webhook_deliveries')
    .insert(
      endpoints.map((endpoint) => {
        const payload =
          endpoint.include_scores && scores
            ? { ...basePayload, data: { ...basePayload.data, scores: { domains: scores } } }
            : basePayload;
        return {
          endpoint_id: endpoint.id,
          company_id: event.company_id,
          event_id: event.id,
          message_id: newMessageId(),
          event_type: event.type,
          subject_user_id: event.subject_user_id,
          payload: JSON.stringify(payload),
        };
      }),
    )
    .onConflict(['endpoint_id', 'event_id'])
    .ignore();
  return endpoints.length;
}

/** Dispatches the outbox's waiting events in batches; answers how many deliveries it made. */
export async function dispatchIntegrationEvents(
  ports: WebhooksPorts,
  database: Knex,
  batchSize = 100,
): Promise<number> {
  let made = 0;
  for (;;) {
    const batch = await database.transaction(async (transaction) => {
      const events = await takeUndispatchedIntegrationEvents(transaction, batchSize);
      for (const event of events) made += await dispatchEvent(ports, transaction, event);
      return events.length;
    });
    if (batch < batchSize) return made;
  }
}

/** A `ping` to one endpoint, sent like any delivery (the panel's "Send test event"). */
export async function enqueuePing(
  transaction: Knex.Transaction,
  endpoint: { id: number; companyId: number },
): Promise<number> {
  const messageId = newMessageId();
  const payload: WebhookPayload = {
    id: messageId,
    type: pingEventType,
    created_at: new Date().toISOString(),
    company_id: endpoint.companyId,
    data: {},
  };
  const [row] = await transaction('webhook_deliveries')
    .insert({
      endpoint_id: endpoint.id,
      company_id: endpoint.companyId,
      message_id: messageId,
      event_type: pingEventType,
      payload: JSON.stringify(payload),
    })
    .returning('id');
  return Number(row!.id);
}

interface ClaimedDelivery {
  id: number;
  message_id: string;
  event_type: WebhookEventType;
  payload: WebhookPayload;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_live: boolean;
}

/**
 * Claims due deliveries of active endpoints: `skip locked` gives each to one worker, and
 * `claimed_until` keeps every other worker off it while it is being sent, so one delivery is
 * never sent twice at once. A worker that dies loses its claim when it lapses.
 */
async function claimDueDeliveries(database: Knex, policy: DeliveryPolicy, limit: number) {
  const maxAttempts = policy.retryDelaysMilliseconds.length + 1;
  const result = await database.raw<{ rows: ClaimedDelivery[] }>(
    `with claimed as (
       update webhook_deliveries d
          set claimed_until = now() + ? * interval '1 millisecond', attempts = d.attempts + 1
        where d.id in (
          select candidate.id from webhook_deliveries candidate
            join webhook_endpoints e on e.id = candidate.endpoint_id and e.active
           where candidate.status in ('pending', 'retrying')
             and candidate.next_attempt_at <= now()
             and (candidate.claimed_until is null or candidate.claimed_until <= now())
             and candidate.attempts < ?
           order by candidate.next_attempt_at, candidate.id
           limit ?
           for update of candidate skip locked)
        returning d.id, d.endpoint_id, d.message_id, d.event_type, d.payload, d.attempts)
     select claimed.*, e.url, e.secret, e.previous_secret,
            coalesce(e.previous_secret_expires_at > now(), false) as previous_secret_live
       from claimed join webhook_endpoints e on e.id = claimed.endpoint_id`,
    [policy.claimMilliseconds, maxAttempts, limit],
  );
  return result.rows;
}

/** A claim that lapsed on the last attempt: the receiver may or may not have the event. */
async function failAbandonedDeliveries(database: Knex, maxAttempts: number) {
  await database('webhook_deliveries')
    .whereIn('status', ['pending', 'retrying'])
    .andWhere('attempts', '>=', maxAttempts)
    .andWhere('claimed_until', '<=', database.fn.now())
    .update({
      status: 'failed',
      claimed_until: null,
      last_error: 'The last attempt was interrupted; the outcome is unknown.',
    });
}

function describeOutcome(outcome: SendOutcome): string | null {
  if ('error' in outcome) return outcome.error;
  return outcome.statusCode >= 200 && outcome.statusCode < 300
    ? null
    : `The receiver answered ${outcome.statusCode}.`;
}

async function recordOutcome(
  database: Knex,
  delivery: ClaimedDelivery,
  outcome: SendOutcome,
  policy: DeliveryPolicy,
): Promise<WebhookDeliveryOutcome> {
  const error = describeOutcome(outcome);
  const statusCode = 'statusCode' in outcome ? outcome.statusCode : null;
  const mine = database('webhook_deliveries').where({
    id: delivery.id,
    attempts: delivery.attempts,
  });
  if (error === null) {
    await mine.update({
      status: 'delivered',
      last_status_code: statusCode,
      last_error: null,
      delivered_at: database.fn.now(),
      claimed_until: null,
    });
    return 'delivered';
  }
  // A test event answers the admin who pressed the button now; retrying it for hours would
  // only multiply the requests one press makes.
  const wait =
    delivery.event_type === pingEventType
      ? undefined
      : retryDelayAfter(policy.retryDelaysMilliseconds, delivery.attempts);
  await mine.update({
    status: wait === undefined ? 'failed' : 'retrying',
    last_status_code: statusCode,
    last_error: error,
    claimed_until: null,
    ...(wait !== undefined && {
      next_attempt_at: database.raw(`now() + ? * interval '1 millisecond'`, [wait]),
    }),
  });
  return wait === undefined ? 'failed' : 'retrying';
}

export type WebhookDeliveryOutcome = 'delivered' | 'retrying' | 'failed';

/** One attempt: the target vetted now (DNS rebinding), the body signed now, sent to that address. */
async function attemptDelivery(delivery: ClaimedDelivery, policy: DeliveryPolicy) {
  const url = new URL(delivery.url);
  let vetted;
  try {
    vetted = await vetTarget(url, policy.targets);
  } catch (error) {
    if (error instanceof RefusedTarget) return { error: `Refused: ${error.message}` };
    throw error;
  }
  const body = JSON.stringify(delivery.payload);
  let secrets: string[];
  try {
    secrets = [
      delivery.secret,
      ...(delivery.previous_secret && delivery.previous_secret_live
        ? [delivery.previous_secret]
        : []),
    ].map((stored) => openSigningSecret(policy.keyring, stored));
  } catch (error) {
    if (!(error instanceof UnreadableSecret)) throw error;
    return {
      error:
        'The signing secret cannot be read with the configured DATA_ENCRYPTION_KEY: rotate the secret.',
    };
  }
  return sendWebhook({
    url,
    vetted,
    body,
    headers: signedHeaders(secrets, {
      id: delivery.message_id,
      timestamp: Math.floor(Date.now() / 1000),
      body,
    }),
    timeoutMilliseconds: policy.timeoutMilliseconds,
  });
}

export interface WebhookDeliverer {
  /**
   * Dispatches waiting events, then sends every delivery due now until none is left; answers
   * how each attempt ended.
   */
  deliverDue(): Promise<Record<WebhookDeliveryOutcome, number>>;
}

export function createWebhookDeliverer(options: {
  ports: WebhooksPorts;
  database: Knex;
  policy: Pick<DeliveryPolicy, 'targets' | 'keyring'> & Partial<DeliveryPolicy>;
}): WebhookDeliverer {
  const { database } = options;
  const policy: DeliveryPolicy = { ...defaultDeliveryPolicy, ...options.policy };
  return {
    deliverDue: async () => {
      const counts: Record<WebhookDeliveryOutcome, number> = {
        delivered: 0,
        retrying: 0,
        failed: 0,
      };
      await dispatchIntegrationEvents(options.ports, database);
      await failAbandonedDeliveries(database, policy.retryDelaysMilliseconds.length + 1);
      for (;;) {
        const claimed = await claimDueDeliveries(database, policy, policy.concurrency);
        const outcomes = await Promise.all(
          claimed.map(async (delivery) =>
            recordOutcome(database, delivery, await attemptDelivery(delivery, policy), policy),
          ),
        );
        for (const outcome of outcomes) counts[outcome] += 1;
        if (claimed.length < policy.concurrency) return counts;
      }
    },
  };
}

/**
 * Webhook delivery as a scheduled job of the mail worker's pg-boss (as reminders are): its
 * `stately` queue keeps one run at a time across processes, and the claims keep any two
 * workers from sending one delivery at once anyway.
 */
export function webhookDeliveryJob(options: {
  ports: WebhooksPorts;
  database: Knex;
  targets: AddressPolicy;
  keyring: DataKeyring;
  logger: Pick<Logger, 'info'>;
}): ScheduledMailJob {
  const deliverer = createWebhookDeliverer({
    ports: options.ports,
    database: options.database,
    policy: { targets: options.targets, keyring: options.keyring },
  });
  return {
    name: 'webhook-delivery',
    // New events wait at most this long; retries are due minutes apart.
    everySeconds: 5,
    run: async () => {
      const outcomes = await deliverer.deliverDue();
      if (outcomes.delivered + outcomes.retrying + outcomes.failed > 0) {
        options.logger.info({ outcomes }, 'Webhooks sent');
      }
    },
  };
}
