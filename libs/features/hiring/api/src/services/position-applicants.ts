import type { Knex } from 'knex';
import type { PositionRow } from './position-rows';

/** What other features may know of a company's position: its name and the profile it uses. */
export interface CompanyPositionSummary {
  position_id: number;
  name: string;
  profile_id: number;
}

/**
 * The company's position by id, not locked; undefined for another company's or an unknown one,
 * so the reader refuses it with its own 404 (profiles' position ranking, D92).
 */
export async function companyPositionOf(
  transaction: Knex.Transaction,
  companyId: number,
  positionId: number,
): Promise<CompanyPositionSummary | undefined> {
  const row = await transaction<PositionRow>('positions')
    .where({ id: positionId, company_id: companyId })
    .first('id', 'name', 'profile_id');
  return row && { position_id: Number(row.id), name: row.name, profile_id: Number(row.profile_id) };
}

/**
 * The position's submitted applications, as a subquery a reader joins (`application_id`,
 * `user_id`, `result_id`, `applied_at`, `source`, `hired_at`): one per person (an application is
 * unique per position and person), each with the result it was submitted with. An application
 * whose result was erased is left out.
 */
export function positionApplicants(
  database: Knex | Knex.Transaction,
  companyId: number,
  positionId: number,
): Knex.QueryBuilder {
  return database('applications')
    .where({ company_id: companyId, position_id: positionId, status: 'submitted' })
    .whereNotNull('result_id')
    .select('id as application_id', 'user_id', 'result_id', 'applied_at', 'source', 'hired_at');
}
