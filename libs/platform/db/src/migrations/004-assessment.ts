import type { Knex } from 'knex';

/**
 * The assessment (DESIGN §4, §5): one session per attempt, its answers (one row per item, upserted
 * page by page) and the results, numbered per user, holding raw scores and the versions of the item
 * bank and norms they were computed with.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('assessment_sessions', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('company_id').references('companies.id').onDelete('SET NULL');
    table.text('status').notNullable().defaultTo('in_progress');
    table.text('consent_version');
    table.timestamp('consented_at', { useTz: true });
    table.text('item_bank_version').notNullable();
    table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('completed_at', { useTz: true });
    table.index(['user_id', 'status']);
  });
  await knex.raw(
    `alter table assessment_sessions add constraint assessment_sessions_status_check
       check (status in ('in_progress', 'completed'))`,
  );
  // At most one open attempt per person: a second launch resumes it instead of opening another.
  await knex.raw(
    `create unique index assessment_sessions_one_open_per_user
       on assessment_sessions (user_id) where status = 'in_progress'`,
  );

  await knex.schema.createTable('answers', (table) => {
    table
      .bigInteger('session_id')
      .notNullable()
      .references('assessment_sessions.id')
      .onDelete('CASCADE');
    table.text('item_id').notNullable();
    table.smallint('value').notNullable();
    table.timestamp('answered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['session_id', 'item_id']);
  });
  await knex.raw(
    'alter table answers add constraint answers_value_check check (value between 0 and 4)',
  );

  await knex.schema.createTable('results', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('company_id').references('companies.id').onDelete('SET NULL');
    table
      .bigInteger('session_id')
      .unique()
      .references('assessment_sessions.id')
      .onDelete('SET NULL');
    table.integer('number').notNullable();
    table.jsonb('scores').notNullable();
    table.text('item_bank_version').notNullable();
    table.text('norm_version').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['user_id', 'number']);
    table.index(['company_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('results');
  await knex.schema.dropTableIfExists('answers');
  await knex.schema.dropTableIfExists('assessment_sessions');
}
