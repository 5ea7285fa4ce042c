import type { Knex } from 'knex';
import type { ModelObject } from 'objection';
import type { AssessmentSession } from '../models';

/** A row of assessment_sessions, as knex answers it. */
export type AssessmentSessionRow = ModelObject<AssessmentSession>;

/**
 * The person's open attempt, locked until the transaction ends, so a launch, a consent and a
 * submit of the same person never interleave.
 */
export function lockOpenSession(
  transaction: Knex.Transaction,
  userId: number,
): Promise<AssessmentSessionRow | undefined> {
  return transaction('assessment_sessions')
    .where({ user_id: userId, status: 'in_progress' })
    .forUpdate()
    .first();
}

export async function hasFinishedAssessment(
  transaction: Knex | Knex.Transaction,
  userId: number,
): Promise<boolean> {
  const finished = await transaction('assessment_sessions')
    .where({ user_id: userId, status: 'completed' })
    .first('id');
  return finished !== undefined;
}

/** Item id -> stored value 0..4 of every answer of a session. */
export async function answerValuesOf(
  transaction: Knex | Knex.Transaction,
  sessionId: number,
): Promise<Map<string, number>> {
  const rows = await transaction('answers')
    .where({ session_id: sessionId })
    .select('item_id', 'value');
  return new Map(rows.map((row) => [row.item_id, row.value]));
}
