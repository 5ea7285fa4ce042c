import type { Knex } from 'knex';
import { apiDatabaseRole, databaseScopeSettings } from '../database-scope-settings';

/**
 * Defence in depth for tenant isolation (issue 13): every company-scoped table gets row-level
 * security. Requests of signed-in company users run as `facet_api`, a role that owns no table and
 * has no BYPASSRLS, with the tenant set per transaction; the owner (migrations, seeding, jobs and
 * the platform routes) is exempt as table owner. Even a query that forgets its `company_id` filter
 * then sees only the caller's company.
 */
const companyScopedTables: ReadonlyArray<readonly [table: string, visible: string]> = [
  ['companies', 'id = facet_company_id()'],
  ['memberships', 'company_id = facet_company_id() or user_id = facet_user_id()'],
  ['invitations', 'company_id = facet_company_id()'],
  ['groups', 'company_id = facet_company_id()'],
  ['group_members', 'exists (select 1 from groups where groups.id = group_members.group_id)'],
  ['result_profile_choices', 'company_id = facet_company_id()'],
  ['assessment_sessions', 'company_id = facet_company_id() or user_id = facet_user_id()'],
  [
    'answers',
    'exists (select 1 from assessment_sessions where assessment_sessions.id = answers.session_id)',
  ],
  ['results', 'company_id = facet_company_id() or user_id = facet_user_id()'],
  ['audit_log', 'company_id = facet_company_id()'],
];

export async function up(knex: Knex): Promise<void> {
  // Roles belong to the cluster, not the database: every test database shares this one.
  await knex.raw(`
    do $$ begin
      create role ${apiDatabaseRole} nologin nobypassrls;
    exception when duplicate_object then null;
    end $$`);
  await knex.raw(`
    do $$ begin
      if not (select rolsuper from pg_roles where rolname = current_user) then
        execute format('grant ${apiDatabaseRole} to %I', current_user);
      end if;
    end $$`);
  await knex.raw(`grant usage on schema public to ${apiDatabaseRole}`);
  await knex.raw(
    `grant select, insert, update, delete on all tables in schema public to ${apiDatabaseRole}`,
  );
  await knex.raw(`grant usage, select on all sequences in schema public to ${apiDatabaseRole}`);
  await knex.raw(
    `alter default privileges in schema public grant select, insert, update, delete on tables to ${apiDatabaseRole}`,
  );
  await knex.raw(
    `alter default privileges in schema public grant usage, select on sequences to ${apiDatabaseRole}`,
  );

  await knex.raw(`
    create function facet_company_id() returns bigint language sql stable as
      $$ select nullif(current_setting('${databaseScopeSettings.companyId}', true), '')::bigint $$`);
  await knex.raw(`
    create function facet_user_id() returns bigint language sql stable as
      $$ select nullif(current_setting('${databaseScopeSettings.userId}', true), '')::bigint $$`);

  for (const [table, visible] of companyScopedTables) {
    await knex.raw(`alter table ${table} enable row level security`);
    await knex.raw(`create policy tenant_rows on ${table} using (${visible})`);
  }
  // Global profiles (no company) are offered to every company, read-only.
  await knex.raw('alter table profiles enable row level security');
  await knex.raw(
    'create policy tenant_rows on profiles for select using (company_id is null or company_id = facet_company_id())',
  );
  await knex.raw(
    'create policy tenant_writes on profiles for all using (company_id = facet_company_id())',
  );
  // Company users write audit entries about themselves that belong to no company yet.
  await knex.raw(
    'create policy tenant_writes on audit_log for insert with check (company_id is null or company_id = facet_company_id())',
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop policy if exists tenant_writes on audit_log');
  await knex.raw('drop policy if exists tenant_writes on profiles');
  await knex.raw('drop policy if exists tenant_rows on profiles');
  await knex.raw('alter table profiles disable row level security');
  for (const [table] of companyScopedTables) {
    await knex.raw(`drop policy if exists tenant_rows on ${table}`);
    await knex.raw(`alter table ${table} disable row level security`);
  }
  await knex.raw('drop function if exists facet_user_id()');
  await knex.raw('drop function if exists facet_company_id()');
  await knex.raw(
    `alter default privileges in schema public revoke all on tables from ${apiDatabaseRole}`,
  );
  await knex.raw(
    `alter default privileges in schema public revoke all on sequences from ${apiDatabaseRole}`,
  );
  await knex.raw(`revoke all on all tables in schema public from ${apiDatabaseRole}`);
  await knex.raw(`revoke all on all sequences in schema public from ${apiDatabaseRole}`);
  await knex.raw(`revoke usage on schema public from ${apiDatabaseRole}`);
}
