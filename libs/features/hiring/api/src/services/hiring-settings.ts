import {
  defaultCandidateRetentionMonths,
  type CandidateRetentionMonths,
  type HiringSettings,
  type HiringSettingsAnswer,
} from '@facet/hiring-domain';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import type { Knex } from 'knex';
import '../retention-tables';

/** How long the company keeps candidates it did not hire; the default until it chooses. */
export async function candidateRetentionMonthsOf(
  database: Knex | Knex.Transaction,
  companyId: number,
): Promise<CandidateRetentionMonths> {
  const row = await database('hiring_settings')
    .where({ company_id: companyId })
    .first('candidate_retention_months');
  return row?.candidate_retention_months ?? defaultCandidateRetentionMonths;
}

/** GET /api/hiring/settings: a manager reads them. */
export async function getHiringSettings(
  database: Knex,
  principal: CompanyPrincipal,
): Promise<HiringSettingsAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    return {
      settings: {
        candidateRetentionMonths: await candidateRetentionMonthsOf(transaction, actor.companyId),
      },
    };
  });
}

/** PATCH /api/hiring/settings: a company administrator changes them, in the company's trail. */
export async function updateHiringSettings(
  database: Knex,
  principal: CompanyPrincipal,
  settings: HiringSettings,
): Promise<HiringSettingsAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    const before = await candidateRetentionMonthsOf(transaction, actor.companyId);
    await transaction('hiring_settings')
      .insert({
        company_id: actor.companyId,
        candidate_retention_months: settings.candidateRetentionMonths,
        updated_at: transaction.fn.now(),
      })
      .onConflict('company_id')
      .merge();
    await recordCompanyChange(transaction, actor, {
      action: 'hiring.settings_changed',
      target: `company #${actor.companyId}`,
      subjectUserId: null,
      details: {
        candidateRetentionMonths: { from: before, to: settings.candidateRetentionMonths },
      },
    });
    return { settings: { candidateRetentionMonths: settings.candidateRetentionMonths } };
  });
}
