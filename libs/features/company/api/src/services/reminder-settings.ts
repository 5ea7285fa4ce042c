import {
  defaultReminderSettings,
  type ReminderSettings,
  type ReminderSettingsAnswer,
} from '@facet/company-domain';
import type { Knex } from 'knex';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';

/**
 * Every company's settings, defaults filled in for those that never saved any, as a subquery the
 * due rules join: `company_id, enabled, days_after, times`.
 */
export function effectiveReminderSettings(transaction: Knex | Knex.Transaction) {
  return transaction('companies as c')
    .leftJoin('company_reminder_settings as s', 's.company_id', 'c.id')
    .select(
      'c.id as company_id',
      transaction.raw('coalesce(s.enabled, ?) as enabled', [defaultReminderSettings.enabled]),
      transaction.raw('coalesce(s.days_after, ?) as days_after', [
        defaultReminderSettings.daysAfter,
      ]),
      transaction.raw('coalesce(s.times, ?) as times', [defaultReminderSettings.times]),
    );
}

async function readSettings(
  transaction: Knex.Transaction,
  companyId: number,
): Promise<ReminderSettings> {
  const row = await transaction('company_reminder_settings')
    .where({ company_id: companyId })
    .first('enabled', 'days_after', 'times');
  return row
    ? { enabled: row.enabled, daysAfter: row.days_after, times: row.times }
    : defaultReminderSettings;
}

/** GET /companies/reminder-settings: a manager reads them; defaults until a company saves its own. */
export async function getReminderSettings(
  database: Knex,
  principal: CompanyPrincipal,
): Promise<ReminderSettingsAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    return { settings: await readSettings(transaction, actor.companyId) };
  });
}

/** PATCH /companies/reminder-settings: a company administrator changes them, audited. */
export async function updateReminderSettings(
  database: Knex,
  principal: CompanyPrincipal,
  settings: ReminderSettings,
): Promise<ReminderSettingsAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await transaction('company_reminder_settings')
      .insert({
        company_id: actor.companyId,
        enabled: settings.enabled,
        days_after: settings.daysAfter,
        times: settings.times,
        updated_at: transaction.fn.now(),
      })
      .onConflict('company_id')
      .merge();
    await recordCompanyChange(transaction, actor, {
      action: 'company.reminder_settings_changed',
      target: `company #${actor.companyId}`,
      subjectUserId: null,
      details: { ...settings },
    });
    return { settings: await readSettings(transaction, actor.companyId) };
  });
}
