import type { WebhookDeliveryStatus, WebhookEventType } from '@facet/webhooks-domain';
import type { TableOf } from '@facet/platform-db';
import type { IntegrationEventType } from '@facet/platform-kernel';

/** A receiver of a company's events; its secret is stored sealed (webhook-secrets-at-rest.ts). */
export interface WebhookEndpointRow {
  id: number;
  company_id: number;
  url: string;
  description: string | null;
  events: IntegrationEventType[];
  include_scores: boolean;
  active: boolean;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One event's delivery to one endpoint, retried until delivered or failed. */
export interface WebhookDeliveryRow {
  id: number;
  endpoint_id: number;
  company_id: number;
  event_id: number | null;
  message_id: string;
  event_type: WebhookEventType;
  subject_user_id: number | null;
  payload: Record<string, unknown>;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date;
  claimed_until: Date | null;
  created_at: Date;
  delivered_at: Date | null;
}

/** The webhooks feature's tables for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    webhook_endpoints: TableOf<
      WebhookEndpointRow,
      | 'id'
      | 'description'
      | 'include_scores'
      | 'active'
      | 'previous_secret'
      | 'previous_secret_expires_at'
      | 'created_at'
      | 'updated_at',
      'events'
    >;
    webhook_deliveries: TableOf<
      WebhookDeliveryRow,
      | 'id'
      | 'event_id'
      | 'subject_user_id'
      | 'status'
      | 'attempts'
      | 'last_status_code'
      | 'last_error'
      | 'next_attempt_at'
      | 'claimed_until'
      | 'created_at'
      | 'delivered_at',
      'payload'
    >;
  }
}
