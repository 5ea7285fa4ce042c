import type { submitSchema } from '@facet/assessment-domain';
import {
  answerScale,
  answerValue,
  consentVersion,
  currentNorms,
  firstUnansweredPage,
  InvalidAnswerSetError,
  itemBankVersion,
  itemById,
  itemCount,
  pagesOfItemsByOrder,
  presentationOrderOf,
  presentationOrderVersionOf,
  protocolValidity,
  scoreAnswers,
  assessmentProblems,
  type FinishAnswer,
  type PageTimings,
  type SubmitAnswer,
} from '@facet/assessment-domain';
import {
  inDatabaseScope,
  recordIntegrationEvent,
  runScopedStatement,
  type Database,
} from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import type { z } from 'zod';
import {
  answerValuesOf,
  hasFinishedAssessment,
  type AssessmentSessionRow,
} from './assessment-sessions';
import type { AssessmentPorts } from '../assessment-ports';

export type SubmitInput = z.output<typeof submitSchema>;

/** What the page save reads of the open attempt: no more, since every save parses it. */
type SavedSession = Pick<
  AssessmentSessionRow,
  'id' | 'user_id' | 'company_id' | 'lang' | 'consent_version' | 'item_bank_version'
>;

/** The open attempt as the page save leaves it, with every item answered in it so far. */
interface SavedPage extends SavedSession {
  /** Comma-separated: a string is read far faster than an array of 240 (cost bench). */
  answered_item_ids: string;
}

/**
 * Saves a page of answers and, with `finish`, completes the attempt. Answers are upserted by
 * (session, item), so sending a page twice changes nothing and a later page never erases an
 * earlier one. A page alone is one statement, atomic by itself; a finish runs in one transaction
 * with the page it comes with, so a failure mid-way loses only the request being sent.
 */
export async function submitAnswers(
  ports: Pick<AssessmentPorts, 'spendLicence'>,
  database: Database,
  userId: number,
  submission: SubmitInput,
): Promise<SubmitAnswer | FinishAnswer> {
  if (!submission.finish) {
    const saved = await savePage(database, userId, submission.responses);
    return progressAfterSave(saved);
  }
  const outcome = await inDatabaseScope(() =>
    database.transaction(async (transaction) => {
      const saved = await savePage(transaction, userId, submission.responses);
      const values = await answerValuesOf(transaction, saved.id);
      return finishAssessment(ports, transaction, saved, values);
    }),
  );
  // Refused after the commit, so the page sent with an early finish is still saved.
  if (outcome instanceof Boom.Boom) throw outcome;
  return outcome;
}

/**
 * A page save's one statement, with its parameters in order: the user id, the page as JSON
 * (`[{item_id, value}]`), the consent version, the pages saved under every known presentation
 * order (`{"<version>": [page, ...]}`, of which the database keeps the attempt's) and the current
 * version (for an attempt without an order of its own). Exported for the cost bench, which runs
 * it through pgbench as the limit the API is measured against (tools/bench/cost.bench.ts).
 */
export const savePageStatement =
  'select * from facet_save_answer_page(?::bigint, ?::jsonb, ?::text, ?::jsonb, ?::text)';

/**
 * The values of `savePageStatement` for a page of responses, in its order. Exported with
 * `progressAfterSave` for the cost bench's bare Hapi page save, so that the floor the product is
 * compared with sends the same statement and answers the same way.
 */
export function savePageValues(
  userId: number,
  responses: SubmitInput['responses'],
): [number, string, string, string, string] {
  const page = responses.map((response) => ({
    item_id: response.question_id,
    value: answerValue(response.answer),
  }));
  const pagesSavedByOrder = pagesOfItemsByOrder(responses.map((response) => response.question_id));
  return [
    userId,
    JSON.stringify(page),
    consentVersion,
    JSON.stringify(pagesSavedByOrder),
    itemBankVersion,
  ];
}

/**
 * A page save's answer, from the comma-separated items the statement says are answered: the next
 * page in the attempt's own presentation order.
 */
export function progressAfterSave(
  saved: Pick<SavedPage, 'answered_item_ids' | 'item_bank_version'>,
): SubmitAnswer {
  const answered = saved.answered_item_ids ? saved.answered_item_ids.split(',') : [];
  return {
    answered: answered.length,
    page: firstUnansweredPage(answered, saved.item_bank_version),
  };
}

/**
 * Locks the open attempt, upserts the page and reads back every item answered, in one call of
 * `facet_save_answer_page` (migrations 018 and 019): every attempt saves a page at least twelve
 * times, and both a round trip to the database and planning the statement cost more than the work
 * it carries (tools/bench/cost.bench.ts). Each page's first save time is kept, by its page number
 * in the attempt's own order (`answered_at` is overwritten on a re-save), so the answering speed
 * of every page can be computed at finish.
 */
async function savePage(
  database: Database | Knex.Transaction,
  userId: number,
  responses: SubmitInput['responses'],
): Promise<SavedPage> {
  const [session] = await runScopedStatement<SavedPage>(
    database,
    savePageStatement,
    savePageValues(userId, responses),
  );
  if (!session) {
    if (await inDatabaseScope(() => hasFinishedAssessment(database, userId))) {
      throw problem(assessmentProblems.alreadyFinished);
    }
    throw problem(assessmentProblems.notLaunched);
  }
  if (session.consent_version !== consentVersion) {
    throw problem(assessmentProblems.consentRequired);
  }
  return session;
}

async function finishAssessment(
  ports: Pick<AssessmentPorts, 'spendLicence'>,
  transaction: Knex.Transaction,
  session: SavedSession,
  values: Map<string, number>,
): Promise<FinishAnswer | Boom.Boom> {
  // An attempt begun before the bank changed may hold answers to items it no longer has (the
  // political Values items of ipip-neo-240/1). They are not scored: the person is sent back to
  // answer their replacements, and the result is scored on, and records, the current bank. An
  // attempt begun in an earlier order of the same items (ipip-neo-240/2) is read, and recorded, in
  // that order, in which its pages were shown and timed.
  const presentedVersion = presentationOrderVersionOf(session.item_bank_version);
  const answerSet = Object.fromEntries(
    [...values]
      .filter(([itemId]) => itemById(itemId) !== undefined)
      .map(([itemId, value]) => [itemId, answerScale[value] ?? String(value)]),
  );
  let scores;
  try {
    scores = scoreAnswers(answerSet);
  } catch (error) {
    if (!(error instanceof InvalidAnswerSetError)) throw error;
    const unanswered = error.missingItemIds.length;
    return problem(assessmentProblems.unanswered, {
      itemCount,
      unanswered,
      firstPage: firstUnansweredPage(values.keys(), presentedVersion),
    });
  }
  const validity = protocolValidity(
    answerSet,
    await pageTimingsOf(transaction, session.id),
    presentationOrderOf(presentedVersion),
  );
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
      item_bank_version: presentedVersion,
      norm_version: currentNorms.version,
      lang: session.lang,
      validity: JSON.stringify(validity),
    })
    .returning('id');
  if (!result) throw new Error('The result was not stored');
  await transaction('assessment_sessions')
    .where({ id: session.id })
    .update({ status: 'completed', completed_at: transaction.fn.now() });
  // The licence of this attempt is used up: taking the assessment again needs a new one.
  await ports.spendLicence(transaction, {
    userId: Number(session.user_id),
    companyId: session.company_id === null ? null : Number(session.company_id),
    sessionId: Number(session.id),
    resultId: Number(result.id),
  });
  if (session.company_id !== null) {
    const reported = { session_id: Number(session.id), result_id: Number(result.id) };
    await recordIntegrationEvent(transaction, {
      companyId: Number(session.company_id),
      type: 'assessment.completed',
      subjectUserId: Number(session.user_id),
      data: reported,
    });
    await recordIntegrationEvent(transaction, {
      companyId: Number(session.company_id),
      type: 'result.ready',
      subjectUserId: Number(session.user_id),
      data: reported,
    });
  }
  return { result_id: result.id };
}

/**
 * When answering began (consent: nothing is saved before it) and each page's first save, read
 * after this request's page is stamped.
 */
async function pageTimingsOf(
  transaction: Knex.Transaction,
  sessionId: number,
): Promise<PageTimings | undefined> {
  const row = await transaction('assessment_sessions')
    .where({ id: sessionId })
    .first('consented_at', 'page_first_saved_at');
  if (!row?.consented_at) return undefined;
  return {
    startedAt: row.consented_at.getTime(),
    firstSavedAtByPage: Object.fromEntries(
      Object.entries(row.page_first_saved_at).map(([page, savedAt]) => [
        Number(page),
        Date.parse(savedAt),
      ]),
    ),
  };
}
