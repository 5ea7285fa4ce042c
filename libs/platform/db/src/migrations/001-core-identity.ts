import type { Knex } from 'knex';

/** Users, platform admins, companies and memberships (spec/product.md §3), plus session tokens. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (table) => {
    table.bigIncrements('id');
    table.text('email').notNullable();
    table.text('name').notNullable();
    table.text('password_hash');
    table.text('lang').notNullable().defaultTo('en');
    table.text('terms_version');
    table.text('privacy_version');
    table.timestamp('terms_accepted_at', { useTz: true });
    table.timestamps(true, true);
  });
  await knex.raw('create unique index users_email_unique on users (lower(email))');
  await knex.raw(
    `alter table users add constraint users_lang_check check (lang in ('en', 'es', 'pt'))`,
  );

  await knex.schema.createTable('platform_admins', (table) => {
    table.bigIncrements('id');
    table.text('email').notNullable();
    table.text('name').notNullable();
    table.text('password_hash');
    table.text('lang').notNullable().defaultTo('en');
    table.boolean('notifications').notNullable().defaultTo(false);
    table.timestamps(true, true);
  });
  await knex.raw(
    'create unique index platform_admins_email_unique on platform_admins (lower(email))',
  );

  await knex.schema.createTable('companies', (table) => {
    table.bigIncrements('id');
    table.text('name').notNullable();
    table.text('email').notNullable();
    table.integer('licences').notNullable().defaultTo(0);
    table.timestamps(true, true);
  });
  await knex.raw('create unique index companies_name_unique on companies (lower(name))');
  await knex.raw('create unique index companies_email_unique on companies (lower(email))');
  // Licences are counted down by single atomic updates; the check makes going below zero impossible.
  await knex.raw(
    'alter table companies add constraint companies_licences_check check (licences >= 0)',
  );

  await knex.schema.createTable('memberships', (table) => {
    table.bigInteger('user_id').primary().references('users.id').onDelete('CASCADE');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.text('role').notNullable();
    table.text('licence_state').notNullable().defaultTo('no');
    table.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['company_id', 'role']);
  });
  await knex.raw(
    `alter table memberships add constraint memberships_role_check
       check (role in ('admin', 'manager', 'employee', 'candidate'))`,
  );
  await knex.raw(
    `alter table memberships add constraint memberships_licence_state_check
       check (licence_state in ('yes', 'no', 'inProgress'))`,
  );

  await knex.schema.createTable('refresh_tokens', (table) => {
    table.bigIncrements('id');
    table.uuid('family_id').notNullable().index();
    table.text('principal_kind').notNullable();
    table.bigInteger('principal_id').notNullable();
    table.text('token_hash').notNullable().unique();
    table.boolean('persistent').notNullable().defaultTo(false);
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('revoked_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['principal_kind', 'principal_id']);
  });
  await knex.raw(
    `alter table refresh_tokens add constraint refresh_tokens_kind_check
       check (principal_kind in ('user', 'admin'))`,
  );

  await knex.schema.createTable('one_time_tokens', (table) => {
    table.bigIncrements('id');
    table.text('purpose').notNullable();
    table.text('token_hash').notNullable().unique();
    table.text('email').notNullable();
    table.bigInteger('company_id').references('companies.id').onDelete('CASCADE');
    table.jsonb('payload').notNullable().defaultTo('{}');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['purpose', 'email']);
  });
  await knex.raw(
    `alter table one_time_tokens add constraint one_time_tokens_purpose_check
       check (purpose in ('registration', 'invitation', 'password_reset', 'admin_password_reset'))`,
  );

  await knex.schema.createTable('audit_log', (table) => {
    table.bigIncrements('id');
    table.text('actor_kind').notNullable();
    table.bigInteger('actor_id');
    table.text('action').notNullable();
    table.bigInteger('company_id').references('companies.id').onDelete('SET NULL');
    table.text('target');
    table.jsonb('details').notNullable().defaultTo('{}');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['company_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'audit_log',
    'one_time_tokens',
    'refresh_tokens',
    'memberships',
    'companies',
    'platform_admins',
    'users',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
}
