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

/** Locks the member's attempt in progress for the rest of the transaction: its id, if any. */
export async function lockOpenAttempt(
  transaction: Knex.Transaction,
  member: { userId: number; companyId: number },
): Promise<number | undefined> {
  const attempt = await openAttempts(transaction)
    .where({ user_id: member.userId, company_id: member.companyId })
    .forUpdate()
    .first('id');
  return attempt && Number(attempt.id);
}

/** Every attempt, as the query `s`, for others to narrow, join and lock (D80, as above). */
export function storedAttempts(database: Knex | Knex.Transaction) {
  return database('assessment_sessions as s');
}

/**
 * The attempts in progress with when the person last touched each, its start or its latest
 * answer, as `id`, `user_id`, `company_id` and `last_active_at`: a subquery for company's
 * reminders to join, so a sweep or a list of who may be reminded stays one query (D88).
 */
export function openAttemptsActivity(database: Knex | Knex.Transaction) {
  return storedAttempts(database)
    .where('s.status', 'in_progress')
    .select(
      's.id',
      's.user_id',
      's.company_id',
      database.raw(`greatest(s.started_at,
        (select max(a.answered_at) from answers a where a.session_id = s.id)) as last_active_at`),
    );
}
