import type { Knex } from 'knex';

/**
 * Passkeys (issue 40 part 1, docs/decisions.md D100), owned by the session feature.
 *
 * A passkey is a `second_factors` row of kind 'passkey' (D98 left the table for it), so every
 * rule that asks "has a confirmed factor" counts it. It keeps the WebAuthn credential's id
 * (base64url, unique across the platform: a usernameless sign-in finds its person by it), the
 * COSE public key, the signature counter, the transports the browser named, the person's own
 * name for it, and the user handle the authenticator stores (random, one per person).
 *
 * `webauthn_challenges` holds the challenges handed to the browser: each is taken (deleted) by
 * the answer that signs it, so it is single use, and it is good for five minutes. A
 * registration's or a second step's challenge names its person; a usernameless sign-in's does not.
 * A registration's also keeps the user handle its options gave the authenticator.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table second_factors drop constraint second_factors_kind_check');
  await knex.raw(
    `alter table second_factors add constraint second_factors_kind_check
       check (kind in ('totp', 'passkey'))`,
  );
  await knex.schema.alterTable('second_factors', (table) => {
    table.text('credential_id').unique();
    table.binary('public_key');
    table.bigInteger('sign_count');
    table.specificType('transports', 'text[]');
    table.text('name');
    table.text('user_handle');
  });
  await knex.raw(
    `alter table second_factors add constraint second_factors_passkey_columns_check
       check (kind <> 'passkey' or (credential_id is not null and public_key is not null
         and sign_count is not null and name is not null and user_handle is not null))`,
  );

  await knex.schema.createTable('webauthn_challenges', (table) => {
    table.bigIncrements('id').primary();
    table.text('challenge').notNullable().unique();
    table.text('purpose').notNullable();
    table.text('principal_kind');
    table.bigInteger('principal_id');
    table.text('user_handle');
    table.timestamp('expires_at', { useTz: true }).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['principal_kind', 'principal_id']);
    table.index(['expires_at']);
  });
  await knex.raw(
    `alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
       check (purpose in ('register', 'sign-in', 'second-factor'))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('webauthn_challenges');
  await knex('second_factors').where({ kind: 'passkey' }).delete();
  await knex.raw('alter table second_factors drop constraint second_factors_passkey_columns_check');
  await knex.schema.alterTable('second_factors', (table) => {
    table.dropColumns(
      'credential_id',
      'public_key',
      'sign_count',
      'transports',
      'name',
      'user_handle',
    );
  });
  await knex.raw('alter table second_factors drop constraint second_factors_kind_check');
  await knex.raw(
    `alter table second_factors add constraint second_factors_kind_check check (kind in ('totp'))`,
  );
}
