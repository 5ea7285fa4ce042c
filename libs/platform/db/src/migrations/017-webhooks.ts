import type { Knex } from 'knex';

/**
 * Webhooks (issue 23, docs/decisions.md D42). `integration_events` is the outbox: a feature
 * writes an event in the transaction of the change it reports, so an event exists exactly when
 * the change committed; it names people and rows by id only. The webhooks feature fans each
 * event out into one `webhook_deliveries` row per subscribed endpoint, whose payload is fixed
 * then, so every retry sends the same body under the same id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('integration_events', (table) => {
    table.bigIncrements('id');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.text('type').notNullable();
    table.bigInteger('subject_user_id').references('users.id').onDelete('SET NULL');
    table.jsonb('data').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** Set once the webhooks feature has made the event's deliveries. */
    table.timestamp('dispatched_at', { useTz: true });
    table.index(['subject_user_id']);
  });
  await knex.raw(
    'create index integration_events_undispatched on integration_events (id) where dispatched_at is null',
  );

  await knex.schema.createTable('webhook_endpoints', (table) => {
    table.bigIncrements('id');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.text('url').notNullable();
    table.text('description');
    table.specificType('events', 'text[]').notNullable();
    table.boolean('include_scores').notNullable().defaultTo(false);
    table.boolean('active').notNullable().defaultTo(true);
    table.text('secret').notNullable();
    /** The secret before the last rotation, which keeps signing until it expires. */
    table.text('previous_secret');
    table.timestamp('previous_secret_expires_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['company_id']);
  });

  await knex.schema.createTable('webhook_deliveries', (table) => {
    table.bigIncrements('id');
    table
      .bigInteger('endpoint_id')
      .notNullable()
      .references('webhook_endpoints.id')
      .onDelete('CASCADE');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.bigInteger('event_id').references('integration_events.id').onDelete('SET NULL');
    /** The `webhook-id` header: the receiver's idempotency key, the same on every attempt. */
    table.text('message_id').notNullable().unique();
    table.text('event_type').notNullable();
    table.bigInteger('subject_user_id').references('users.id').onDelete('SET NULL');
    table.jsonb('payload').notNullable();
    table.text('status').notNullable().defaultTo('pending');
    table.integer('attempts').notNullable().defaultTo(0);
    table.integer('last_status_code');
    table.text('last_error');
    table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** While set and in the future, one worker is sending this delivery and no other may. */
    table.timestamp('claimed_until', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('delivered_at', { useTz: true });
    table.index(['endpoint_id', 'created_at']);
    table.index(['subject_user_id']);
  });
  await knex.raw(
    `alter table webhook_deliveries add constraint webhook_deliveries_status_check
       check (status in ('pending', 'delivered', 'retrying', 'failed'))`,
  );
  await knex.raw(
    `create index webhook_deliveries_due on webhook_deliveries (next_attempt_at)
       where status in ('pending', 'retrying')`,
  );
  await knex.raw(
    'create unique index webhook_deliveries_once_per_event on webhook_deliveries (endpoint_id, event_id)',
  );

  for (const table of ['integration_events', 'webhook_endpoints', 'webhook_deliveries']) {
    await knex.raw(`alter table ${table} enable row level security`);
    await knex.raw(`create policy tenant_rows on ${table} using (company_id = facet_company_id())`);
  }
  // A person finishing an assessment begun for a company they have since left reports it to that
  // company, as their result row is theirs whatever company they are in now (migration 009).
  await knex.raw(
    `create policy own_events on integration_events for insert
       with check (subject_user_id = facet_user_id())`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('webhook_deliveries');
  await knex.schema.dropTableIfExists('webhook_endpoints');
  await knex.schema.dropTableIfExists('integration_events');
}
