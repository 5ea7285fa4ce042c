import type { Knex } from 'knex';

/**
 * Second factors (issue 40 part 1, docs/decisions.md D98), owned by the session feature.
 *
 * `second_factors` holds a person's factors by principal (a user or a platform admin, as
 * `refresh_tokens` does) and kind: 'totp' now, a passkey later beside it. A TOTP factor keeps its
 * secret sealed with the data keyring and the last time step it accepted, so a code is never
 * taken twice; it is pending until confirmed with a first code, and one principal has at most one
 * TOTP factor. `recovery_codes` keeps the SHA-256 of each one-time recovery code.
 *
 * `companies.require_second_factor` is the company's setting that its admins and managers need a
 * second factor (the company feature writes it; the session feature reads it through a port).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('second_factors', (table) => {
    table.bigIncrements('id').primary();
    table.text('principal_kind').notNullable();
    table.bigInteger('principal_id').notNullable();
    table.text('kind').notNullable();
    table.text('secret');
    table.bigInteger('last_used_step');
    table.timestamp('confirmed_at', { useTz: true });
    table.timestamp('last_used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['principal_kind', 'principal_id']);
  });
  await knex.raw(
    `alter table second_factors add constraint second_factors_principal_kind_check
       check (principal_kind in ('user', 'admin'))`,
  );
  await knex.raw(
    `alter table second_factors add constraint second_factors_kind_check check (kind in ('totp'))`,
  );
  await knex.raw(
    `create unique index second_factors_one_totp on second_factors (principal_kind, principal_id)
       where kind = 'totp'`,
  );

  await knex.schema.createTable('recovery_codes', (table) => {
    table.bigIncrements('id').primary();
    table.text('principal_kind').notNullable();
    table.bigInteger('principal_id').notNullable();
    table.text('code_hash').notNullable();
    table.timestamp('used_at', { useTz: true });
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['principal_kind', 'principal_id']);
  });
  await knex.raw(
    `alter table recovery_codes add constraint recovery_codes_principal_kind_check
       check (principal_kind in ('user', 'admin'))`,
  );

  await knex.schema.alterTable('companies', (table) => {
    table.boolean('require_second_factor').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (table) => {
    table.dropColumn('require_second_factor');
  });
  await knex.schema.dropTableIfExists('recovery_codes');
  await knex.schema.dropTableIfExists('second_factors');
}
