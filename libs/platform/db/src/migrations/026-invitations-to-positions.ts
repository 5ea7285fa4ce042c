import type { Knex } from 'knex';

/**
 * Invitations to a position (issue 39, docs/decisions.md D95), owned by the company feature.
 * `position_id` names the hiring position whose application the invitation makes on acceptance,
 * and `from_file` says it was sent from an invitation file: together they give the application's
 * source (`invitation` or `file`). A deleted position leaves the invitation without one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invitations', (table) => {
    table.bigInteger('position_id').nullable().references('positions.id').onDelete('SET NULL');
    table.boolean('from_file').notNullable().defaultTo(false);
    table.index(['position_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invitations', (table) => {
    table.dropIndex(['position_id']);
    table.dropColumn('from_file');
    table.dropColumn('position_id');
  });
}
