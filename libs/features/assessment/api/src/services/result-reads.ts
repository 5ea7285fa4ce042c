import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { Result } from '../models';

/**
 * Every stored result, as the query `r`, for other features to narrow and join (whether a person
 * has finished, their latest result); D80: the owner publishes the query, the reader joins it.
 */
export function storedResults(database: Knex | Knex.Transaction) {
  return database<ModelObject<Result>>('results as r');
}

/** A stored result's scores and the norms they were scored on; undefined when it is gone. */
export async function resultScoresOf(database: Knex | Knex.Transaction, resultId: number) {
  return storedResults(database).where('r.id', resultId).first('scores', 'norm_version');
}

/** The results taken under a company (a result stays with the company it was taken under). */
export function companyResults(database: Knex | Knex.Transaction, companyId: number) {
  return storedResults(database).where('r.company_id', companyId);
}

/** The attempts in progress, for others to find a person's open one (D80, as above). */
export function openAttempts(database: Knex | Knex.Transaction) {
  return database('assessment_sessions').where('status', 'in_progress');
}
