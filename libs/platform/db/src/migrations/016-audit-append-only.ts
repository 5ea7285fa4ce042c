import type { Knex } from 'knex';
import { auditPseudonymisingSetting } from '../audit-append-only';
import { apiDatabaseRole } from '../database-scope-settings';

/**
 * The audit trail is append-only (docs/decisions.md D41). The API role may add and read entries,
 * never change or remove them; a trigger refuses updates and deletes for every role, the owner
 * included, so no service, job or hand-typed statement rewrites history by accident. Two changes
 * pass it: the personal-data registry's erasure, which pseudonymises a person's entries in a
 * transaction that set `facet.audit_pseudonymising` for itself, and the foreign key that clears
 * `company_id` when a company is deleted, changing nothing else. The trail's pages are served by
 * an index in their order.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`revoke update, delete, truncate on audit_log from ${apiDatabaseRole}`);
  await knex.raw(`
    create function facet_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and current_setting('${auditPseudonymisingSetting}', true) = 'on' then
        return new;
      end if;
      if tg_op = 'UPDATE'
        and new.company_id is null and old.company_id is not null
        and not exists (select 1 from companies where id = old.company_id)
        and (new.id, new.actor_kind, new.actor_id, new.action, new.target, new.subject_user_id,
             new.details, new.created_at)
          is not distinct from
            (old.id, old.actor_kind, old.actor_id, old.action, old.target, old.subject_user_id,
             old.details, old.created_at)
      then
        return new;
      end if;
      raise exception 'audit_log is append-only: % refused', lower(tg_op)
        using errcode = 'insufficient_privilege';
    end $$`);
  await knex.raw(`
    create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function facet_audit_log_append_only()`);
  await knex.raw(`
    create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function facet_audit_log_append_only()`);
  await knex.raw(
    'create index audit_log_company_trail on audit_log (company_id, created_at desc, id desc)',
  );
  await knex.raw('create index audit_log_trail on audit_log (created_at desc, id desc)');
  await knex.schema.alterTable('audit_log', (table) => {
    table.dropIndex(['company_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (table) => {
    table.index(['company_id', 'created_at']);
  });
  await knex.raw('drop index if exists audit_log_trail');
  await knex.raw('drop index if exists audit_log_company_trail');
  await knex.raw('drop trigger if exists audit_log_no_truncate on audit_log');
  await knex.raw('drop trigger if exists audit_log_append_only on audit_log');
  await knex.raw('drop function if exists facet_audit_log_append_only()');
  await knex.raw(`grant update, delete, truncate on audit_log to ${apiDatabaseRole}`);
}
