import type { Knex } from 'knex';

/**
 * Reminders (issue 22): each company's settings, and one row per reminder sent. A reminder is
 * about one pending invitation or one person's unfinished assessment session, and is step 1..n
 * of that target; the unique indexes make "never twice for the same step" hold however many
 * sweeps run at once, since a sweep records the step before it writes the mail, in one
 * transaction. A company without a settings row has the defaults (company-domain's
 * `defaultReminderSettings`).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('company_reminder_settings', (table) => {
    table.bigInteger('company_id').primary().references('companies.id').onDelete('CASCADE');
    table.boolean('enabled').notNullable();
    table.integer('days_after').notNullable();
    table.integer('times').notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table company_reminder_settings add constraint company_reminder_settings_range_check
       check (days_after between 1 and 30 and times between 0 and 5)`,
  );

  await knex.schema.createTable('reminders', (table) => {
    table.bigIncrements('id');
    table.bigInteger('company_id').notNullable().references('companies.id').onDelete('CASCADE');
    table.text('kind').notNullable();
    table.bigInteger('invitation_id').references('invitations.id').onDelete('CASCADE');
    table.bigInteger('session_id').references('assessment_sessions.id').onDelete('CASCADE');
    table.bigInteger('user_id').references('users.id').onDelete('CASCADE');
    table.integer('step').notNullable();
    /** Null when the schedule sent it; the manager's account when sent by hand. */
    table.bigInteger('sent_by_user_id').references('users.id').onDelete('SET NULL');
    table.text('sent_by').notNullable();
    table.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.index(['company_id', 'sent_at']);
  });
  await knex.raw(
    `alter table reminders add constraint reminders_target_check check (
       (kind = 'invitation' and invitation_id is not null and session_id is null)
       or (kind = 'assessment' and session_id is not null and user_id is not null
           and invitation_id is null))`,
  );
  await knex.raw(
    `alter table reminders add constraint reminders_sent_by_check
       check (sent_by in ('schedule', 'manager', 'platformAdmin'))`,
  );
  await knex.raw('alter table reminders add constraint reminders_step_check check (step >= 1)');
  await knex.raw(
    `create unique index reminders_one_per_invitation_step on reminders (invitation_id, step)
       where kind = 'invitation'`,
  );
  await knex.raw(
    `create unique index reminders_one_per_session_step on reminders (session_id, step)
       where kind = 'assessment'`,
  );
  await knex.raw('create index reminders_user on reminders (user_id)');

  for (const table of ['company_reminder_settings', 'reminders']) {
    await knex.raw(`alter table ${table} enable row level security`);
    await knex.raw(`create policy tenant_rows on ${table} using (company_id = facet_company_id())`);
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('reminders');
  await knex.schema.dropTableIfExists('company_reminder_settings');
}
