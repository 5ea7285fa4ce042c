import type { Knex } from 'knex';

/**
 * Each audit entry names the person it is about by id (`subject_user_id`), so one person's
 * entries are found, exported and pseudonymised by identity, never by searching their name or
 * e-mail in text (docs/decisions.md, personal-data registry). No foreign key: the id outlives
 * the account and then refers to the erased person only pseudonymously. Earlier entries get the
 * id of the account whose e-mail is exactly their target.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (table) => {
    table.bigInteger('subject_user_id');
    table.index(['subject_user_id']);
    table.index(['actor_kind', 'actor_id']);
  });
  await knex.raw(`
    update audit_log set subject_user_id = users.id
      from users where lower(audit_log.target) = lower(users.email)`);
  await knex.raw(`
    update audit_log set subject_user_id = substring(target from '^user #([0-9]+)$')::bigint
      where subject_user_id is null and target ~ '^user #[0-9]+$'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (table) => {
    table.dropIndex(['actor_kind', 'actor_id']);
    table.dropIndex(['subject_user_id']);
    table.dropColumn('subject_user_id');
  });
}
