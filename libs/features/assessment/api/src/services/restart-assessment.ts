import { problem } from '@facet/platform-http';
import type { Language } from '@facet/platform-kernel';
import type { Database } from '@facet/platform-db';
import { itemBankVersion, assessmentProblems, type LaunchAnswer } from '@facet/assessment-domain';
import type { AssessmentPorts } from '../assessment-ports';
import { hasFinishedAssessment, lockOpenSession } from './assessment-sessions';
import { launchAssessment } from './launch-assessment';

/**
 * Starts the open attempt again in `language`: its answers and page save times are discarded and
 * it takes the current presentation order, so the protocol it becomes is read in one language
 * from its first statement (docs/decisions.md D64). It stays the same attempt: the licence it
 * took, its consent and the retake it may be are kept, and no result is written. Answers the
 * launch of the emptied attempt.
 */
export async function restartAssessment(
  ports: AssessmentPorts,
  database: Database,
  userId: number,
  language: Language,
): Promise<LaunchAnswer> {
  await database.transaction(async (transaction) => {
    const session = await lockOpenSession(transaction, userId);
    if (!session) {
      if (await hasFinishedAssessment(transaction, userId)) {
        throw problem(assessmentProblems.alreadyFinished);
      }
      throw problem(assessmentProblems.notLaunched);
    }
    await transaction('answers').where({ session_id: session.id }).delete();
    await transaction('assessment_sessions')
      .where({ id: session.id })
      .update({
        lang: language,
        item_bank_version: itemBankVersion,
        // Under page 0, before the first page: the first page's time then runs from the restart,
        // not from the consent, so the speed check reads it as it reads the pages after it.
        page_first_saved_at: { 0: new Date().toISOString() },
      });
  });
  return launchAssessment(ports, database, userId, language);
}
