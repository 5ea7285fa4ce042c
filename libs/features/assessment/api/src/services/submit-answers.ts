import type { submitSchema } from '@facet/assessment-domain';
import {
  answerScale,
  answerValue,
  consentVersion,
  currentNorms,
  firstUnansweredPage,
  InvalidAnswerSetError,
  itemCount,
  scoreAnswers,
  type FinishAnswer,
  type SubmitAnswer,
} from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { assessmentMessages } from './assessment-messages';
import {
  answerValuesOf,
  hasFinishedAssessment,
  lockOpenSession,
  type AssessmentSessionRow,
} from './assessment-sessions';

export type SubmitInput = z.output<typeof submitSchema>;

/**
 * Saves a page of answers and, with `finish`, completes the attempt, all in one transaction: a
 * failure mid-way loses only the request being sent. Answers are upserted by (session, item), so
 * sending a page twice changes nothing and a later page never erases an earlier one.
 */
export async function submitAnswers(
  database: Database,
  userId: number,
  submission: SubmitInput,
): Promise<SubmitAnswer | FinishAnswer> {
  const outcome = await database.transaction(async (transaction) => {
    const session = await lockOpenSession(transaction, userId);
    if (!session) {
      if (await hasFinishedAssessment(transaction, userId)) {
        throw Boom.conflict(assessmentMessages.alreadyFinished);
      }
      throw Boom.notFound(assessmentMessages.notLaunched);
    }
    if (session.consent_version !== consentVersion) {
      throw Boom.forbidden(assessmentMessages.consentRequired);
    }
    if (submission.responses.length > 0) {
      await transaction('answers')
        .insert(
          submission.responses.map((response) => ({
            session_id: session.id,
            item_id: response.question_id,
            value: answerValue(response.answer),
          })),
        )
        .onConflict(['session_id', 'item_id'])
        .merge(['value', 'answered_at']);
    }
    const values = await answerValuesOf(transaction, session.id);
    if (submission.finish) return finishAssessment(transaction, session, values);
    return { answered: values.size, page: firstUnansweredPage(values.keys()) };
  });
  // Refused after the commit, so the page sent with an early finish is still saved.
  if (outcome instanceof Boom.Boom) throw outcome;
  return outcome;
}

async function finishAssessment(
  transaction: Knex.Transaction,
  session: AssessmentSessionRow,
  values: Map<string, number>,
): Promise<FinishAnswer | Boom.Boom> {
  const answerSet = Object.fromEntries(
    [...values].map(([itemId, value]) => [itemId, answerScale[value] ?? String(value)]),
  );
  let scores;
  try {
    scores = scoreAnswers(answerSet);
  } catch (error) {
    if (!(error instanceof InvalidAnswerSetError)) throw error;
    const unanswered = error.missingItemIds.length;
    return Boom.badRequest(
      `Answer all ${itemCount} questions before finishing: ${unanswered} still unanswered (from page ${firstUnansweredPage(values.keys())}).`,
    );
  }
  // The open attempt is locked, and a person has one at a time, so the next number is free; the
  // unique (user_id, number) index would refuse a duplicate anyway.
  const [result] = await transaction('results')
    .insert({
      user_id: session.user_id,
      company_id: session.company_id,
      session_id: session.id,
      number: transaction.raw(
        '(select coalesce(max(number), 0) + 1 from results where user_id = ?)',
        [session.user_id],
      ),
      scores: JSON.stringify(scores),
      item_bank_version: session.item_bank_version,
      norm_version: currentNorms.version,
    })
    .returning<{ id: number }[]>('id');
  if (!result) throw new Error('The result was not stored');
  await transaction('assessment_sessions')
    .where({ id: session.id })
    .update({ status: 'completed', completed_at: transaction.fn.now() });
  // The licence of this attempt is used up: taking the assessment again needs a new one.
  await transaction('memberships')
    .where({ user_id: session.user_id, licence_state: 'inProgress' })
    .update({ licence_state: 'no' });
  return { result_id: result.id };
}
