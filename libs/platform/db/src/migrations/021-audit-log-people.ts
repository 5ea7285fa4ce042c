import type { Knex } from 'knex';
import { apiDatabaseRole } from '../database-scope-settings';

/**
 * The people an audit entry lists (decision D63): a view that shows many people's results
 * at once, a ranking, is one entry, and each person it showed is a row here by account id, so the
 * personal-data registry and the person's "Who viewed my results" find the entry by identity,
 * never by searching its text. No foreign key to users: like `subject_user_id`, the id outlives
 * the account and then points at no one. Append-only like the entries themselves (migration 016):
 * the API role may add and read rows, and a trigger refuses changes for every role.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_log_people', (table) => {
    table.bigInteger('audit_log_id').notNullable().references('audit_log.id');
    table.bigInteger('user_id').notNullable();
    table.primary(['audit_log_id', 'user_id']);
    table.index(['user_id']);
  });
  await knex.raw(`revoke update, delete, truncate on audit_log_people from ${apiDatabaseRole}`);
  await knex.raw(`
    create function facet_audit_log_people_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log_people is append-only: % refused', lower(tg_op)
        using errcode = 'insufficient_privilege';
    end $$`);
  await knex.raw(`
    create trigger audit_log_people_append_only before update or delete on audit_log_people
      for each row execute function facet_audit_log_people_append_only()`);
  await knex.raw(`
    create trigger audit_log_people_no_truncate before truncate on audit_log_people
      for each statement execute function facet_audit_log_people_append_only()`);
  await knex.raw('alter table audit_log_people enable row level security');
  await knex.raw(`
    create policy tenant_rows on audit_log_people using (
      exists (select 1 from audit_log where audit_log.id = audit_log_people.audit_log_id))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_log_people');
  await knex.raw('drop function if exists facet_audit_log_people_append_only()');
}
