import type { IntegrationEventType } from '@facet/platform-kernel';
import type { Knex } from 'knex';
import { rowsOfAccountInCompany, type PersonalDataSource } from './personal-data';

/** Something that happened in a company that its integrations may be told (D42). */
export interface IntegrationEvent {
  companyId: number;
  type: IntegrationEventType;
  /** The person it is about; the payload names them from their account when it is sent. */
  subjectUserId: number | null;
  /** Ids only (a result's, a session's): what a person's data is is read when it is sent. */
  data?: Record<string, number | string | null>;
}

/**
 * Writes the event to the outbox in the caller's transaction, the one of the change it reports:
 * the event exists if and only if the change committed (the outbox pattern).
 */
export async function recordIntegrationEvent(
  transaction: Knex.Transaction,
  event: IntegrationEvent,
): Promise<void> {
  await transaction('integration_events').insert({
    company_id: event.companyId,
    type: event.type,
    subject_user_id: event.subjectUserId,
    data: JSON.stringify(event.data ?? {}),
  });
}

export interface StoredIntegrationEvent {
  id: number;
  company_id: number;
  type: IntegrationEventType;
  subject_user_id: number | null;
  data: Record<string, number | string | null>;
  created_at: Date;
}

/**
 * Takes up to `limit` events nobody has dispatched yet and marks them dispatched, in the
 * caller's transaction: `skip locked` hands each to one dispatcher, and if the caller's
 * transaction fails the events are undispatched again.
 */
export async function takeUndispatchedIntegrationEvents(
  transaction: Knex.Transaction,
  limit: number,
): Promise<StoredIntegrationEvent[]> {
  const result = await transaction.raw<{ rows: StoredIntegrationEvent[] }>(
    `update integration_events set dispatched_at = now()
      where id in (
        select id from integration_events where dispatched_at is null
         order by id limit ? for update skip locked)
      returning id, company_id, type, subject_user_id, data, created_at`,
    [limit],
  );
  return result.rows
    .map((row) => ({ ...row, id: Number(row.id), company_id: Number(row.company_id) }))
    .sort((first, second) => first.id - second.id);
}

/** The outbox in the personal-data registry: a person's events go with them. */
export const integrationEventsPersonalData: readonly PersonalDataSource[] = [
  {
    table: 'integration_events',
    person: {
      find: (transaction, person) =>
        transaction('integration_events')
          .where({ subject_user_id: person.userId })
          .orderBy('id')
          .select('id', 'company_id', 'type', 'data', 'created_at'),
      erase: (transaction, person) =>
        transaction('integration_events').where({ subject_user_id: person.userId }).delete(),
    },
    personInCompany: rowsOfAccountInCompany('integration_events', 'subject_user_id'),
  },
];
