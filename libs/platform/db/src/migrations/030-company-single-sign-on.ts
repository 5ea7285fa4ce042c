import type { Knex } from 'knex';

/**
 * Single sign-on per company through OpenID Connect (issue 40, point 2; decisions D99).
 *
 * - `company_sso_providers`: a company's identity provider, at most one. The client secret is
 *   sealed with the data keyring (platform security), like webhook signing secrets.
 * - `company_sso_domains`: the e-mail domains a company's provider vouches for; a domain belongs
 *   to one company at most, so an address finds one provider.
 * - `sso_login_transactions`: a sign-in on its way through the provider, found by the digest of
 *   its `state`, used once and good for ten minutes.
 * - `sso_identities`: which account a provider's subject signed in as, once linked.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_sso_providers', (table) => {
    table.bigInteger('company_id').primary().references('companies.id').onDelete('CASCADE');
    table.text('issuer').notNullable();
    table.text('client_id').notNullable();
    table.text('client_secret').notNullable();
    table.boolean('require_sso').notNullable().defaultTo(false);
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('company_sso_domains', (table) => {
    table.text('domain').primary();
    table
      .bigInteger('company_id')
      .notNullable()
      .references('company_sso_providers.company_id')
      .onDelete('CASCADE');
    table.index(['company_id']);
  });
  await knex.raw(
    `alter table company_sso_domains add constraint company_sso_domains_lower_check
       check (domain = lower(domain))`,
  );
  await knex.schema.createTable('sso_login_transactions', (table) => {
    table.text('state_digest').primary();
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.text('nonce').notNullable();
    table.text('code_verifier').notNullable();
    // The terms the sign-in page showed, recorded on an account the sign-in creates.
    table.text('terms_version');
    table.text('privacy_version');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.index(['expires_at']);
  });
  await knex.schema.createTable('sso_identities', (table) => {
    table.bigIncrements('id');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.text('issuer').notNullable();
    table.text('subject').notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('last_sign_in_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.unique(['issuer', 'subject']);
    table.index(['user_id']);
  });
  for (const table of ['company_sso_providers', 'company_sso_domains']) {
    await knex.raw(`alter table ${table} enable row level security`);
    await knex.raw(`create policy tenant_rows on ${table} using (company_id = facet_company_id())`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sso_identities');
  await knex.schema.dropTable('sso_login_transactions');
  await knex.schema.dropTable('company_sso_domains');
  await knex.schema.dropTable('company_sso_providers');
}
