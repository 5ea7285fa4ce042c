import type { Knex } from 'knex';

/**
 * Rate-limit counters of the session calls (login, forgot-password), kept in PostgreSQL so that
 * every API instance counts the same attempts. One row per key and fixed window.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (table) => {
    table.text('key').primary();
    table.integer('hits').notNullable();
    table.timestamp('window_started_at', { useTz: true }).notNullable();
    table.timestamp('window_ends_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limits');
}
