import type { Knex } from 'knex';

/**
 * Access tokens issued before `tokens_valid_after` are refused (docs/decisions.md, token
 * revocation): logout, a password change or reset set it to the moment they happen. Null means
 * nothing was ever revoked. On the account rows themselves, so a deleted account's tokens have
 * nothing to be checked against and are refused too.
 */
export async function up(knex: Knex): Promise<void> {
  for (const table of ['users', 'platform_admins']) {
    await knex.schema.alterTable(table, (columns) => {
      columns.timestamp('tokens_valid_after', { useTz: true });
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['users', 'platform_admins']) {
    await knex.schema.alterTable(table, (columns) => {
      columns.dropColumn('tokens_valid_after');
    });
  }
}
