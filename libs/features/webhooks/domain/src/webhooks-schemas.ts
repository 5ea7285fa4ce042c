import {
  integrationEventTypes,
  type IntegrationEventType,
  urlIdSchema,
} from '@facet/platform-kernel';
import { z } from 'zod';
import { webhookProblems } from './problems';

/** The events an endpoint can subscribe to, and `ping`, which only the test button sends. */
export const webhookEventTypes = integrationEventTypes;
export const pingEventType = 'ping';
export type WebhookEventType = IntegrationEventType | typeof pingEventType;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'retrying', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** Why the server refuses an endpoint's address: each cause is a problem of its own. */
export const webhookTargetRefusals = {
  scheme: webhookProblems.schemeNotAllowed,
  unresolved: webhookProblems.hostUnresolved,
  noAddress: webhookProblems.hostWithoutAddress,
  notPublic: webhookProblems.addressNotPublic,
} as const;
export type WebhookTargetRefusal =
  (typeof webhookTargetRefusals)[keyof typeof webhookTargetRefusals];

export const webhookUrlMaxLength = 2000;
export const webhookDescriptionMaxLength = 200;

/** An endpoint's address as typed; whether its scheme and host are allowed is the server's. */
export const webhookUrlSchema = z
  .string()
  .trim()
  .max(webhookUrlMaxLength, { error: `must be at most ${webhookUrlMaxLength} characters` })
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an https:// address' }));

const eventsSchema = z
  .array(z.enum(webhookEventTypes, { error: 'is not an event you can subscribe to' }))
  .min(1, { error: 'must name at least one event' })
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z
  .string()
  .trim()
  .max(webhookDescriptionMaxLength, {
    error: `must be at most ${webhookDescriptionMaxLength} characters`,
  });

/** POST /api/webhooks/endpoints */
export const createWebhookEndpointSchema = z.strictObject({
  url: webhookUrlSchema,
  events: eventsSchema,
  include_scores: z.boolean().default(false),
  description: descriptionSchema.optional(),
});
export type CreateWebhookEndpoint = z.output<typeof createWebhookEndpointSchema>;

/** PATCH /api/webhooks/endpoints/{id}: what changes; the address does not (add a new one). */
export const updateWebhookEndpointSchema = z
  .strictObject({
    events: eventsSchema.optional(),
    active: z.boolean().optional(),
    include_scores: z.boolean().optional(),
    description: descriptionSchema.nullable().optional(),
  })
  .refine((update) => Object.keys(update).length > 0, { error: 'names nothing to change' });
export type UpdateWebhookEndpoint = z.output<typeof updateWebhookEndpointSchema>;

export const webhookEndpointParamsSchema = z.object({ id: urlIdSchema });

export const webhookDeliveriesQuerySchema = z.object({
  page: urlIdSchema.default(1),
});

/** The last attempt of an endpoint's latest delivery, for the list. */
export interface WebhookLastDelivery {
  status: WebhookDeliveryStatus;
  event_type: WebhookEventType;
  at: string;
}

export interface WebhookEndpointRecord {
  id: number;
  url: string;
  description: string | null;
  events: IntegrationEventType[];
  include_scores: boolean;
  active: boolean;
  created_at: string;
  /** The secret's last four characters, to tell secrets apart; the secret itself is shown once. */
  secret_hint: string;
  last_delivery: WebhookLastDelivery | null;
}

export interface WebhookEndpointsAnswer {
  endpoints: WebhookEndpointRecord[];
}

/** The answer of creating an endpoint: the secret is shown this once. */
export interface WebhookEndpointCreatedAnswer {
  endpoint: WebhookEndpointRecord;
  secret: string;
}

export interface WebhookEndpointAnswer {
  endpoint: WebhookEndpointRecord;
}

export interface WebhookSecretAnswer {
  secret: string;
  /** Until when the previous secret still signs alongside the new one. */
  previous_secret_expires_at: string;
}

export interface WebhookDeliveryRecord {
  id: number;
  /** The `webhook-id` header, the receiver's idempotency key. */
  message_id: string;
  event_type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface WebhookDeliveriesAnswer {
  deliveries: WebhookDeliveryRecord[];
  page: number;
  totalPages: number;
  total: number;
}

export interface WebhookTestAnswer {
  delivery: WebhookDeliveryRecord;
}
