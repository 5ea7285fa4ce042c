import type { Knex } from 'knex';

/**
 * Position links (issue 39 part 1, docs/decisions.md D90), owned by the hiring feature. A
 * position reserves `candidate_cap` of its company's licences; `seats_left` is what remains of
 * them for new applicants, taken one by one by a conditional update, so concurrent applications
 * never take more seats than there are; `seats_returned_at` marks the one time a closing gave the
 * rest back. Its `public_token` is published in job adverts: unguessable, not a secret, stored as
 * is. An application ties one person to one position, whatever company they are a member of;
 * its attempt and result are named once they exist.
 *
 * Row-level security as in 009: a company sees its own positions and applications; a person sees
 * their own applications and the positions they applied to (their attempt runs under one), and
 * may write the audit entry of their own application into that company's trail when submitting
 * it, though they are not its member.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('positions', (table) => {
    table.bigIncrements('id');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.text('name').notNullable();
    table.bigInteger('profile_id').notNullable().references('profiles.id').onDelete('RESTRICT');
    table.bigInteger('group_id').references('groups.id').onDelete('SET NULL');
    table.specificType('languages', 'text[]').notNullable();
    table.timestamp('opens_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('closes_at', { useTz: true });
    table.integer('candidate_cap').notNullable();
    table.integer('seats_left').notNullable();
    table.text('candidate_view').notNullable().defaultTo('report');
    table.text('public_token').notNullable().unique();
    table.timestamp('closed_at', { useTz: true });
    table.timestamp('seats_returned_at', { useTz: true });
    table.bigInteger('created_by').references('users.id').onDelete('SET NULL');
    table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['company_id', 'created_at']);
  });
  await knex.raw(
    `alter table positions add constraint positions_cap_check
       check (candidate_cap between 1 and 10000 and seats_left between 0 and candidate_cap)`,
  );
  await knex.raw(
    `alter table positions add constraint positions_languages_check
       check (cardinality(languages) between 1 and 3 and languages <@ array['en', 'es', 'pt'])`,
  );
  await knex.raw(
    `alter table positions add constraint positions_candidate_view_check
       check (candidate_view in ('report', 'summary'))`,
  );
  await knex.raw(
    `alter table positions add constraint positions_dates_check
       check (closes_at is null or closes_at > opens_at)`,
  );

  await knex.schema.createTable('applications', (table) => {
    table.bigIncrements('id');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.bigInteger('position_id').notNullable().references('positions.id').onDelete('CASCADE');
    table.bigInteger('user_id').notNullable().references('users.id').onDelete('CASCADE');
    table.text('source').notNullable().defaultTo('link');
    table.text('status').notNullable().defaultTo('applied');
    table.bigInteger('session_id').references('assessment_sessions.id').onDelete('SET NULL');
    table.bigInteger('result_id').references('results.id').onDelete('SET NULL');
    table.timestamp('applied_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.timestamp('submitted_at', { useTz: true });
    table.timestamp('hired_at', { useTz: true });
    table.timestamp('retention_notice_at', { useTz: true });
    table.unique(['position_id', 'user_id']);
    table.index(['user_id', 'status']);
    table.index(['company_id']);
  });
  await knex.raw(
    `alter table applications add constraint applications_source_check
       check (source in ('link', 'invitation', 'file'))`,
  );
  await knex.raw(
    `alter table applications add constraint applications_status_check
       check (status in ('applied', 'started', 'submitted'))`,
  );

  await knex.raw(
    `alter table one_time_tokens drop constraint one_time_tokens_purpose_check,
       add constraint one_time_tokens_purpose_check check (purpose in
         ('registration', 'invitation', 'password_reset', 'admin_password_reset',
          'pending_sign_up'))`,
  );

  await knex.raw('alter table applications enable row level security');
  await knex.raw(
    `create policy tenant_rows on applications
       using (company_id = facet_company_id() or user_id = facet_user_id())`,
  );
  await knex.raw('alter table positions enable row level security');
  await knex.raw(
    `create policy tenant_rows on positions using (company_id = facet_company_id()
       or exists (select 1 from applications
                   where applications.position_id = positions.id
                     and applications.user_id = facet_user_id()))`,
  );
  await knex.raw(
    `create policy applicant_entries on audit_log for insert
       with check (subject_user_id = facet_user_id() and exists (
         select 1 from applications
          where applications.company_id = audit_log.company_id
            and applications.user_id = facet_user_id()))`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop policy if exists applicant_entries on audit_log');
  await knex.schema.dropTableIfExists('applications');
  await knex.schema.dropTableIfExists('positions');
  await knex.raw(`delete from one_time_tokens where purpose = 'pending_sign_up'`);
  await knex.raw(
    `alter table one_time_tokens drop constraint one_time_tokens_purpose_check,
       add constraint one_time_tokens_purpose_check check (purpose in
         ('registration', 'invitation', 'password_reset', 'admin_password_reset'))`,
  );
}
