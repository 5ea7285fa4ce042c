import type { TableOf } from '@facet/platform-db';
import type { OutboxMail } from './outbox';

/** The mail outbox for knex (D81). */
declare module 'knex/types/tables' {
  interface Tables {
    mail_outbox: TableOf<
      OutboxMail,
      | 'id'
      | 'status'
      | 'attempts'
      | 'last_error'
      | 'message_id'
      | 'created_at'
      | 'sent_at'
      | 'next_attempt_at'
    >;
  }
}
