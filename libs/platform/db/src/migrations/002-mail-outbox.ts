import type { Knex } from 'knex';

/**
 * The mail outbox (DESIGN §7): every e-mail is written here in the transaction of the change that
 * caused it, already rendered, and a worker delivers it. The row is also the delivery state.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('mail_outbox', (table) => {
    table.bigIncrements('id');
    table.text('kind').notNullable();
    table.text('recipient').notNullable();
    table.text('lang').notNullable();
    table.text('subject').notNullable();
    table.text('text_body').notNullable();
    table.text('html_body').notNullable();
    table.text('status').notNullable().defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.text('last_error');
    // Stable across retries, so a message resent after a crash carries the same Message-ID.
    table.uuid('message_id').notNullable().unique().defaultTo(knex.raw('gen_random_uuid()'));
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('sent_at', { useTz: true });
    // When the row is next due: for 'pending' the next attempt, for 'sending' the end of its claim.
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table mail_outbox add constraint mail_outbox_status_check
       check (status in ('pending', 'sending', 'sent', 'failed', 'kept'))`,
  );
  await knex.raw(
    `alter table mail_outbox add constraint mail_outbox_lang_check check (lang in ('en', 'es', 'pt'))`,
  );
  // The worker only ever looks for due rows; sent and failed mail stays out of this index.
  await knex.raw(
    `create index mail_outbox_due on mail_outbox (next_attempt_at, id)
       where status in ('pending', 'sending')`,
  );
  await knex.raw('create index mail_outbox_created on mail_outbox (created_at desc, id desc)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('mail_outbox');
}
