import type { Knex } from 'knex';

/**
 * A company's logo and welcome line (issue 41, point 5). The logo is stored cleaned (platform
 * security's image cleaning) with a random key that names it in its public address, so a new logo
 * gets a new address and browsers may cache each one for good. At most one row per company.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_branding', (table) => {
    table.bigInteger('company_id').primary().references('companies.id').onDelete('CASCADE');
    table.text('welcome_line');
    table.binary('logo');
    table.text('logo_type');
    table.text('logo_key').unique();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table company_branding add constraint company_branding_logo_check check (
       (logo is null and logo_type is null and logo_key is null)
       or (logo is not null and logo_type in ('image/png', 'image/svg+xml') and logo_key is not null))`,
  );
  await knex.raw(
    'alter table company_branding add constraint company_branding_welcome_check check (char_length(welcome_line) <= 160)',
  );
  await knex.raw('alter table company_branding enable row level security');
  await knex.raw(
    'create policy tenant_rows on company_branding using (company_id = facet_company_id())',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('company_branding');
}
