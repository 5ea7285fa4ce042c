import type { Knex } from 'knex';

/**
 * Sessions a person can see (issue 40 part 3, docs/decisions.md D97). Each refresh token records
 * the browser and operating system its request named and the network it came from, so a family's
 * newest token says where the session was last used and its oldest when it began. The network
 * only (IPv4 /24, IPv6 /48), never the address: enough to tell an office from an unknown place,
 * too coarse to point at one household. The rows go with their family when it expires, by the
 * refresh tokens' retention rule. Null: a token issued before this migration, or a request that
 * named nothing.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('refresh_tokens', (table) => {
    table.text('browser');
    table.text('operating_system');
    table.specificType('network', 'cidr');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('refresh_tokens', (table) => {
    table.dropColumn('network');
    table.dropColumn('operating_system');
    table.dropColumn('browser');
  });
}
