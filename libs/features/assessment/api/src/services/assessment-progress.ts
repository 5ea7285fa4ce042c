import {
  firstUnansweredPage,
  itemById,
  itemCount,
  totalPages,
  type AssessmentProgress,
} from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import type { Knex } from 'knex';
import { answerValuesOf } from './assessment-sessions';
import type { AssessmentPorts } from '../assessment-ports';

/**
 * Where the person's assessment stands, for the screens that offer to start or continue it. Only
 * reads: unlike a launch, it opens no attempt and takes no licence.
 */
export async function assessmentProgressOf(
  ports: Pick<AssessmentPorts, 'membershipWithCompany'>,
  database: Database,
  userId: number,
): Promise<AssessmentProgress> {
  // One after another: the request's database may be one transaction, whose client runs one
  // query at a time.
  const openSession = await database('assessment_sessions')
    .where({ user_id: userId, status: 'in_progress' })
    .first('id', 'item_bank_version');
  const latestResult = await database('results')
    .where({ user_id: userId })
    .orderBy('number', 'desc')
    .first('id');
  const grant = await ports.membershipWithCompany(database, userId);
  const latestResultId = latestResult?.id ?? null;
  const progress = {
    total: itemCount,
    totalPages,
    latestResultId,
    companyName: grant?.company_name ?? null,
  };
  if (!openSession) {
    // A licence or an application ready for a launch offers it, even after an earlier result
    // (a licence given again, a retake, a new application).
    const launchReady = grant?.licence_state === 'yes' || grant?.licence_state === 'inProgress';
    const state = launchReady
      ? 'notStarted'
      : latestResult
        ? 'finished'
        : grant?.licence_state === 'no'
          ? 'waitingForLicence'
          : 'notStarted';
    return { ...progress, state, page: 1, answered: 0 };
  }
  // Answers to items retired from the bank since the attempt began are not counted (as a launch).
  const answeredIds = [...(await answerValuesOf(database, openSession.id)).keys()].filter(
    (itemId) => itemById(itemId),
  );
  return {
    ...progress,
    state: 'inProgress',
    page: firstUnansweredPage(answeredIds, openSession.item_bank_version),
    answered: answeredIds.length,
  };
}

/**
 * How far each of these open attempts has come, in percent of the bank's statements, counted as
 * `assessmentProgressOf` counts them (answers to retired items left out): the company's people
 * pipeline shows it as "Started n %".
 */
export async function openAttemptsProgress(
  transaction: Knex | Knex.Transaction,
  sessionIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await transaction('answers')
    .whereRaw('session_id = any(?::bigint[])', [[...sessionIds]])
    .select('session_id', 'item_id');
  const answered = new Map<number, number>(sessionIds.map((id) => [id, 0]));
  for (const row of rows) {
    if (!itemById(row.item_id)) continue;
    const sessionId = Number(row.session_id);
    answered.set(sessionId, (answered.get(sessionId) ?? 0) + 1);
  }
  return new Map(
    [...answered].map(([sessionId, count]) => [sessionId, Math.floor((count / itemCount) * 100)]),
  );
}
