import {
  uncheckedValidity,
  assessmentProblems,
  type ProtocolValidity,
  type ResultSummary,
  type ResultsPage,
  type StoredResult,
} from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import { paginate, problem, type PageQuery } from '@facet/platform-http';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { Result } from '../models';

type ResultRow = Pick<Result, 'number'> & { result_id: number; date: Date };

/** A result's stored validity, or the unchecked one of a result older than the check. */
export function validityOf(stored: ProtocolValidity | null): ProtocolValidity {
  return stored ?? uncheckedValidity;
}

function summaryOf(row: ResultRow): ResultSummary {
  return {
    result_id: row.result_id,
    number: row.number,
    date: row.date.toISOString(),
  };
}

/** The person's own results, newest first. */
export async function listOwnResults(
  database: Database,
  userId: number,
  pageQuery: PageQuery,
): Promise<ResultsPage> {
  const query = database('results')
    .where({ user_id: userId })
    .select('id as result_id', 'number', 'created_at as date')
    .orderBy('number', 'desc');
  const found = await paginate<ResultRow>(query, pageQuery);
  return { results: found.rows.map(summaryOf), page: found.page, totalPages: found.totalPages };
}

/**
 * One result of the person; someone else's result is "not found" rather than "forbidden", so ids
 * of other people's results cannot be probed.
 */
export async function findOwnResult(
  database: Database,
  userId: number,
  resultId: number,
): Promise<StoredResult> {
  const row = await database('results')
    .where({ id: resultId, user_id: userId })
    .first(
      'id',
      'number',
      'created_at',
      'scores',
      'item_bank_version',
      'norm_version',
      'lang',
      'validity',
    );
  if (!row) throw problem(assessmentProblems.resultNotFound);
  return {
    ...summaryOf({ result_id: row.id, number: row.number, date: row.created_at }),
    scores: row.scores,
    item_bank_version: row.item_bank_version,
    norm_version: row.norm_version,
    lang: row.lang,
    validity: validityOf(row.validity),
  };
}

/**
 * The company lets the person take the assessment again for this (invalid) result without a new
 * licence: the result records when, once. Answers that time.
 */
export async function markRetakeGranted(
  transaction: Knex.Transaction,
  resultId: number,
): Promise<Date> {
  const [granted] = await Result.query(transaction)
    .where('id', resultId)
    .patch({ retake_granted_at: raw('now()') })
    .returning('retake_granted_at');
  return granted?.retake_granted_at ?? new Date();
}
