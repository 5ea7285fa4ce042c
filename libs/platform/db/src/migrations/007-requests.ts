import type { Knex } from 'knex';

/**
 * Data-rights (Arsulipo) requests with their chat thread, and contact requests (spec/product.md
 * §3, §4). A request filed by a visitor has no user; one whose person is erased keeps its row
 * (number, right, status, solution) with the personal fields blanked, so the register of requests
 * stays complete.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence data_rights_request_numbers');
  await knex.schema.createTable('data_rights_requests', (table) => {
    table.bigIncrements('id');
    table
      .integer('number')
      .notNullable()
      .unique()
      .defaultTo(knex.raw("nextval('data_rights_request_numbers')"));
    table.bigInteger('user_id').references('users.id').onDelete('SET NULL');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('phone');
    table.text('right').notNullable();
    table.text('entity');
    table.text('message').notNullable();
    table.text('lang').notNullable().defaultTo('en');
    table.text('status').notNullable().defaultTo('new');
    table.text('notes');
    table.text('solution');
    /** Filed while signed in, or confirmed by the person afterwards (see docs/decisions.md). */
    table.boolean('identity_confirmed').notNullable().defaultTo(false);
    table.timestamps(true, true);
    table.index(['user_id', 'created_at']);
    table.index(['status', 'created_at']);
  });
  await knex.raw(
    `alter table data_rights_requests add constraint data_rights_requests_right_check
       check ("right" in ('access', 'rectification', 'suppression', 'objection', 'portability',
                          'limitation'))`,
  );
  await knex.raw(
    `alter table data_rights_requests add constraint data_rights_requests_entity_check
       check (entity in ('employee', 'company'))`,
  );
  await knex.raw(
    `alter table data_rights_requests add constraint data_rights_requests_status_check
       check (status in ('new', 'inProgress', 'accepted', 'rejected', 'pending', 'contacted'))`,
  );
  await knex.raw(
    `alter table data_rights_requests add constraint data_rights_requests_solution_check
       check (solution in ('access', 'rectification', 'suppression', 'objection', 'portability',
                           'limitation'))`,
  );
  await knex.raw(
    `alter table data_rights_requests add constraint data_rights_requests_lang_check
       check (lang in ('en', 'es', 'pt'))`,
  );
  await knex.raw('create index data_rights_requests_email on data_rights_requests (lower(email))');

  await knex.schema.createTable('data_rights_messages', (table) => {
    table.bigIncrements('id');
    table
      .bigInteger('request_id')
      .notNullable()
      .references('data_rights_requests.id')
      .onDelete('CASCADE');
    table.text('author').notNullable();
    /** The user or platform admin who wrote it; null once that account is gone. */
    table.bigInteger('author_id');
    table.text('body').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['request_id', 'created_at']);
  });
  await knex.raw(
    `alter table data_rights_messages add constraint data_rights_messages_author_check
       check (author in ('user', 'admin'))`,
  );

  await knex.schema.createTable('contact_requests', (table) => {
    table.bigIncrements('id');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.text('phone_prefix').notNullable();
    table.text('phone').notNullable();
    table.text('lang').notNullable().defaultTo('en');
    table.text('message').notNullable();
    table.text('status').notNullable().defaultTo('new');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['status', 'created_at']);
  });
  await knex.raw(
    `alter table contact_requests add constraint contact_requests_status_check
       check (status in ('new', 'inProgress', 'accepted', 'rejected', 'pending', 'contacted'))`,
  );
  await knex.raw(
    `alter table contact_requests add constraint contact_requests_lang_check
       check (lang in ('en', 'es', 'pt'))`,
  );
  await knex.raw('create index contact_requests_email on contact_requests (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('contact_requests');
  await knex.schema.dropTableIfExists('data_rights_messages');
  await knex.schema.dropTableIfExists('data_rights_requests');
  await knex.raw('drop sequence if exists data_rights_request_numbers');
}
