import type { Knex } from 'knex';

/**
 * Company invitations (spec/product.md §3 Invitation). The secret of the link lives in
 * one_time_tokens (purpose 'invitation'), so registration by /register/{token} and acceptance by
 * /companies/company-change use the same single-use, hashed, expiring link.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('invitations', (table) => {
    table.bigIncrements('id');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.bigInteger('host_user_id').references('users.id').onDelete('SET NULL');
    table.text('guest_email').notNullable();
    table.text('role').notNullable();
    table.text('lang').notNullable().defaultTo('en');
    table.text('status').notNullable().defaultTo('pending');
    table.bigInteger('one_time_token_id').references('one_time_tokens.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('accepted_at', { useTz: true });
    table.timestamp('cancelled_at', { useTz: true });
    table.index(['company_id', 'created_at']);
  });
  await knex.raw(
    `alter table invitations add constraint invitations_role_check
       check (role in ('admin', 'manager', 'employee', 'candidate'))`,
  );
  await knex.raw(
    `alter table invitations add constraint invitations_status_check
       check (status in ('pending', 'cancelled', 'rejected', 'accepted', 'expired'))`,
  );
  await knex.raw(
    `alter table invitations add constraint invitations_lang_check check (lang in ('en', 'es', 'pt'))`,
  );
  await knex.raw('create index invitations_guest_email on invitations (lower(guest_email))');
  // One pending invitation per company and address: two concurrent invites cannot both pass.
  await knex.raw(
    `create unique index invitations_one_pending on invitations (company_id, lower(guest_email))
       where status = 'pending'`,
  );
  // The employees list pages and sorts by these within one company (10,000 members stay fast).
  await knex.raw('create index memberships_company_joined on memberships (company_id, joined_at)');
  await knex.raw('create index users_name_lower on users (lower(name))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists users_name_lower');
  await knex.raw('drop index if exists memberships_company_joined');
  await knex.schema.dropTableIfExists('invitations');
}
