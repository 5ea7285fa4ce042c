import type { Knex } from 'knex';

/**
 * Licences counted against a fixed purchased total (issue 41, docs/decisions.md D61).
 *
 * `companies.licences` stays what a launch spends (it goes down by one when an attempt takes its
 * licence), so the licences a company bought are that count plus `licences_used`, the licences
 * its members' attempts have taken; a launch moves one from the first to the second in the same
 * update. Existing companies start from their attempts that took a licence: every attempt that is
 * not the retake of an invalid protocol.
 *
 * `invitations.assign_licence`: whether the invitation holds one of those licences while it is
 * pending and gives it to the person who accepts it. Invitations sent before this held one (D54).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('companies', (table) => {
    table.integer('licences_used').notNullable().defaultTo(0);
  });
  await knex.raw(
    `update companies c
        set licences_used = taken.count
       from (select company_id, count(*)::int as count
               from assessment_sessions
              where retake_of_result_id is null
              group by company_id) taken
      where taken.company_id = c.id`,
  );
  await knex.raw(
    `alter table companies add constraint companies_licences_used_check check (licences_used >= 0)`,
  );
  await knex.schema.alterTable('invitations', (table) => {
    table.boolean('assign_licence').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('invitations', (table) => {
    table.dropColumn('assign_licence');
  });
  await knex.schema.alterTable('companies', (table) => {
    table.dropColumn('licences_used');
  });
}
