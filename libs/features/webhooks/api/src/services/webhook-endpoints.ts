import {
  resolveCompanyActor,
  recordCompanyChange,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import { problem, type AddressPolicy } from '@facet/platform-http';
import { UnreadableSecret, type DataKeyring } from '@facet/platform-security';
import {
  webhookProblems,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  type WebhookDeliveryStatus,
  type WebhookEndpointRecord,
  type WebhookEventType,
} from '@facet/webhooks-domain';
import type { Knex } from 'knex';
import { openSigningSecret, sealSigningSecret } from './webhook-secrets-at-rest';
import { newWebhookSecret, secretHint } from './webhook-signature';
import { RefusedTarget, vetTarget } from './webhook-targets';
import type { WebhookEndpointRow } from '../tables';

/** How long a rotated-out secret keeps signing, so receivers can switch without losing events. */
export const secretOverlapHours = 24;

export type EndpointRow = Pick<
  WebhookEndpointRow,
  | 'id'
  | 'company_id'
  | 'url'
  | 'description'
  | 'events'
  | 'include_scores'
  | 'active'
  | 'secret'
  | 'created_at'
>;

interface LastDeliveryRow {
  status: WebhookDeliveryStatus;
  event_type: WebhookEventType;
  at: Date;
}

/** What a list shows of a stored secret; a secret no configured key opens shows no characters. */
function storedSecretHint(keyring: DataKeyring, stored: string): string {
  try {
    return secretHint(openSigningSecret(keyring, stored));
  } catch (error) {
    if (error instanceof UnreadableSecret) return secretHint('????');
    throw error;
  }
}

function endpointRecord(
  keyring: DataKeyring,
  row: EndpointRow & { last_delivery?: LastDeliveryRow | null },
): WebhookEndpointRecord {
  const last = row.last_delivery;
  return {
    id: Number(row.id),
    url: row.url,
    description: row.description,
    events: row.events,
    include_scores: row.include_scores,
    active: row.active,
    created_at: row.created_at.toISOString(),
    secret_hint: storedSecretHint(keyring, row.secret),
    last_delivery: last
      ? { status: last.status, event_type: last.event_type, at: new Date(last.at).toISOString() }
      : null,
  };
}

const endpointColumns = [
  'id',
  'company_id',
  'url',
  'description',
  'events',
  'include_scores',
  'active',
  'secret',
  'created_at',
] as const;

/** The company admin acting; managers and employees get 403, the company is their membership's. */
function administratorOf(transaction: Knex.Transaction, principal: CompanyPrincipal) {
  return resolveCompanyActor(transaction, principal);
}

/** The company's endpoint, locked for the change; 404 for another company's or none. */
export async function companyEndpoint(
  transaction: Knex.Transaction,
  companyId: number,
  endpointId: number,
): Promise<EndpointRow> {
  const endpoint = await transaction('webhook_endpoints')
    .where({ id: endpointId, company_id: companyId })
    .forUpdate()
    .first(...endpointColumns);
  if (!endpoint) throw problem(webhookProblems.endpointNotFound);
  return endpoint;
}

/** The address's scheme and host, checked before it is stored: 422 with the reason and its code. */
async function refuseUnsafeAddress(url: string, targets: AddressPolicy): Promise<void> {
  try {
    await vetTarget(new URL(url), targets);
  } catch (error) {
    if (error instanceof RefusedTarget) {
      throw problem(error.refusal, { reason: error.message });
    }
    throw error;
  }
}

export async function listEndpoints(
  database: Knex,
  principal: CompanyPrincipal,
  keyring: DataKeyring,
): Promise<WebhookEndpointRecord[]> {
  return database.transaction(async (transaction) => {
    const actor = await administratorOf(transaction, principal);
    const rows = await transaction('webhook_endpoints as e')
      .where('e.company_id', actor.companyId)
      .orderBy('e.id')
      .select<(EndpointRow & { last_delivery: LastDeliveryRow | null })[]>([
        ...endpointColumns.map((column) => `e.${column}`),
        transaction.raw(
          `(select json_build_object('status', d.status, 'event_type', d.event_type,
                     'at', coalesce(d.delivered_at, d.created_at))
              from webhook_deliveries d where d.endpoint_id = e.id
             order by d.id desc limit 1) as last_delivery`,
        ),
      ]);
    return rows.map((row) => endpointRecord(keyring, row));
  });
}

export async function createEndpoint(
  database: Knex,
  principal: CompanyPrincipal,
  input: CreateWebhookEndpoint,
  targets: AddressPolicy,
  keyring: DataKeyring,
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  return database.transaction(async (transaction) => {
    const actor = await administratorOf(transaction, principal);
    await refuseUnsafeAddress(input.url, targets);
    const secret = newWebhookSecret();
    const [row] = await transaction('webhook_endpoints')
      .insert({
        company_id: actor.companyId,
        url: input.url,
        description: input.description || null,
        events: input.events,
        include_scores: input.include_scores,
        secret: sealSigningSecret(keyring, secret),
      })
      .returning(endpointColumns);
    if (!row) throw new Error('The webhook endpoint was not stored');
    await recordCompanyChange(transaction, actor, {
      action: 'webhook.endpoint_created',
      target: input.url,
      subjectUserId: null,
      details: {
        endpoint_id: Number(row.id),
        events: input.events,
        include_scores: input.include_scores,
      },
    });
    return { endpoint: endpointRecord(keyring, { ...row, last_delivery: null }), secret };
  });
}

export async function updateEndpoint(
  database: Knex,
  principal: CompanyPrincipal,
  endpointId: number,
  update: UpdateWebhookEndpoint,
  keyring: DataKeyring,
): Promise<WebhookEndpointRecord> {
  return database.transaction(async (transaction) => {
    const actor = await administratorOf(transaction, principal);
    const endpoint = await companyEndpoint(transaction, actor.companyId, endpointId);
    const [row] = await transaction('webhook_endpoints')
      .where({ id: endpoint.id })
      .update({ ...update, updated_at: transaction.fn.now() })
      .returning(endpointColumns);
    await recordCompanyChange(transaction, actor, {
      action: 'webhook.endpoint_updated',
      target: endpoint.url,
      subjectUserId: null,
      details: { endpoint_id: endpointId, ...update },
    });
    return endpointRecord(keyring, row!);
  });
}

/** Deleting an endpoint deletes its deliveries: nothing more is sent to it. */
export async function deleteEndpoint(
  database: Knex,
  principal: CompanyPrincipal,
  endpointId: number,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const actor = await administratorOf(transaction, principal);
    const endpoint = await companyEndpoint(transaction, actor.companyId, endpointId);
    await transaction('webhook_endpoints').where({ id: endpoint.id }).delete();
    await recordCompanyChange(transaction, actor, {
      action: 'webhook.endpoint_deleted',
      target: endpoint.url,
      subjectUserId: null,
      details: { endpoint_id: endpointId },
    });
  });
}

/**
 * A new secret signs from now on; the one it replaces keeps signing alongside for
 * `secretOverlapHours`, so the receiver can switch without rejecting a delivery. Both are stored
 * sealed; the old one moves as it was sealed.
 */
export async function rotateSecret(
  database: Knex,
  principal: CompanyPrincipal,
  endpointId: number,
  keyring: DataKeyring,
): Promise<{ secret: string; previous_secret_expires_at: string }> {
  return database.transaction(async (transaction) => {
    const actor = await administratorOf(transaction, principal);
    const endpoint = await companyEndpoint(transaction, actor.companyId, endpointId);
    const secret = newWebhookSecret();
    const [row] = await transaction('webhook_endpoints')
      .where({ id: endpoint.id })
      .update({
        secret: sealSigningSecret(keyring, secret),
        previous_secret: endpoint.secret,
        previous_secret_expires_at: transaction.raw(`now() + ? * interval '1 hour'`, [
          secretOverlapHours,
        ]),
        updated_at: transaction.fn.now(),
      })
      .returning('previous_secret_expires_at');
    await recordCompanyChange(transaction, actor, {
      action: 'webhook.secret_rotated',
      target: endpoint.url,
      subjectUserId: null,
      details: { endpoint_id: endpointId },
    });
    // The update just set it, so it is there.
    if (!row?.previous_secret_expires_at) throw new Error('The rotated secret has no expiry.');
    return { secret, previous_secret_expires_at: row.previous_secret_expires_at.toISOString() };
  });
}
