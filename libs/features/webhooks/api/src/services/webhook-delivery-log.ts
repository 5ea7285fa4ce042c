import { resolveCompanyActor, type CompanyPrincipal } from '@facet/platform-tenancy';
import { enforceRateLimits, paginate, type RateLimit, problem } from '@facet/platform-http';
import {
  webhookProblems,
  type WebhookDeliveriesAnswer,
  type WebhookDeliveryRecord,
  type WebhookDeliveryStatus,
  type WebhookEventType,
} from '@facet/webhooks-domain';
import type { Knex } from 'knex';
import { enqueuePing } from './webhook-deliveries';
import { companyEndpoint } from './webhook-endpoints';

export const deliveriesPageSize = 20;

interface DeliveryRow {
  id: number;
  message_id: string;
  event_type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
  delivered_at: Date | null;
}

const deliveryColumns = [
  'id',
  'message_id',
  'event_type',
  'status',
  'attempts',
  'last_status_code',
  'last_error',
  'next_attempt_at',
  'created_at',
  'delivered_at',
] as const;

function deliveryRecord(row: DeliveryRow): WebhookDeliveryRecord {
  const waiting = row.status === 'pending' || row.status === 'retrying';
  return {
    id: Number(row.id),
    message_id: row.message_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    next_attempt_at: waiting ? row.next_attempt_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    delivered_at: row.delivered_at?.toISOString() ?? null,
  };
}

/** The endpoint's deliveries, newest first, a page at a time (company admins). */
export async function listDeliveries(
  database: Knex,
  principal: CompanyPrincipal,
  endpointId: number,
  page: number,
): Promise<WebhookDeliveriesAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await companyEndpoint(transaction, actor.companyId, endpointId);
    const listed = await paginate<DeliveryRow>(
      transaction('webhook_deliveries')
        .where({ endpoint_id: endpointId, company_id: actor.companyId })
        .orderBy('id', 'desc')
        .select(deliveryColumns),
      { page, pageSize: deliveriesPageSize },
    );
    return {
      deliveries: listed.rows.map(deliveryRecord),
      page: listed.page,
      totalPages: listed.totalPages,
      total: listed.total,
    };
  });
}

/**
 * How often an admin may send a test event: a few in a row to check a receiver is plenty, and
 * without a bound the platform would POST to an address of the admin's choosing as often as
 * asked (security review N10). Each ping is one attempt, never retried (webhook-deliveries).
 */
export const testEventLimits: { perEndpoint: RateLimit; perCompany: RateLimit } = {
  perEndpoint: { attempts: 5, windowSeconds: 60 },
  perCompany: { attempts: 30, windowSeconds: 60 * 60 },
};

/**
 * Queues a `ping` to the endpoint; 409 when it is disabled (nothing would be sent), 429 beyond
 * `testEventLimits`.
 */
export async function sendTestEvent(
  database: Knex,
  principal: CompanyPrincipal,
  endpointId: number,
): Promise<WebhookDeliveryRecord> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const endpoint = await companyEndpoint(transaction, actor.companyId, endpointId);
    if (!endpoint.active) {
      throw problem(webhookProblems.endpointDisabled);
    }
    // Counted outside the transaction, so that a refusal still counts.
    await enforceRateLimits(database, [
      {
        key: `webhook-test:endpoint:${endpointId}`,
        limit: testEventLimits.perEndpoint,
        refusal: `Too many test events: at most ${testEventLimits.perEndpoint.attempts} a minute to one endpoint.`,
      },
      {
        key: `webhook-test:company:${actor.companyId}`,
        limit: testEventLimits.perCompany,
        refusal: `Too many test events: at most ${testEventLimits.perCompany.attempts} an hour for a company.`,
      },
    ]);
    const deliveryId = await enqueuePing(transaction, {
      id: endpointId,
      companyId: actor.companyId,
    });
    const row = await transaction('webhook_deliveries')
      .where({ id: deliveryId })
      .first(...deliveryColumns);
    return deliveryRecord(row!);
  });
}
