import type { Knex } from 'knex';

/**
 * The ranking's shortlist (decision D63): the people a company's managers starred while
 * ranking them against one profile, shared by the company's managers. Owned by the profiles
 * feature. The shortlist is read through current memberships, so a person who left the company
 * is not on it; erasing the account deletes their rows (the personal-data registry), and a
 * deleted profile or company takes its shortlist with it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ranking_shortlists', (table) => {
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('CASCADE');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['company_id', 'profile_id', 'user_id']);
    table.index(['user_id']);
  });
  await knex.raw('alter table ranking_shortlists enable row level security');
  await knex.raw(
    'create policy tenant_rows on ranking_shortlists using (company_id = facet_company_id())',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('ranking_shortlists');
}
