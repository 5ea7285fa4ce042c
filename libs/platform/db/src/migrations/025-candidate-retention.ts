import type { Knex } from 'knex';

/**
 * Candidate data that expires (issue 39 part 3, docs/decisions.md D91), owned by the hiring
 * feature. `hiring_settings` holds how long a company keeps candidates it did not hire (6, 12 or
 * 24 months; a company without a row keeps them 12). `candidate_retention_notices` records the
 * one notice mailed to a candidate a week before the company's copy of them is erased, for the
 * end it announced: a new application moves the end, and the notice is sent again for the new one.
 *
 * Row-level security as in 009: a company sees its own rows.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hiring_settings', (table) => {
    table.bigInteger('company_id').primary().references('companies.id').onDelete('CASCADE');
    table.integer('candidate_retention_months').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table hiring_settings add constraint hiring_settings_retention_check
       check (candidate_retention_months in (6, 12, 24))`,
  );

  await knex.schema.createTable('candidate_retention_notices', (table) => {
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('ends_at', { useTz: true }).notNullable();
    table.timestamp('noticed_at', { useTz: true }).notNullable();
    table.primary(['company_id', 'user_id']);
  });

  for (const table of ['hiring_settings', 'candidate_retention_notices']) {
    await knex.raw(`alter table ${table} enable row level security`);
    await knex.raw(`create policy tenant_rows on ${table} using (company_id = facet_company_id())`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('candidate_retention_notices');
  await knex.schema.dropTableIfExists('hiring_settings');
}
