import { consentVersion, assessmentProblems } from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import { hasFinishedAssessment, lockOpenSession } from './assessment-sessions';

export interface ConsentRecord {
  consented: true;
  version: string;
  consentedAt: Date;
}

/**
 * Records consent of the current version on the open attempt, with its time. Consenting again to
 * the same version keeps the first time: that is when the person agreed.
 */
export async function recordConsent(database: Database, userId: number): Promise<ConsentRecord> {
  return database.transaction(async (transaction) => {
    const session = await lockOpenSession(transaction, userId);
    if (!session) {
      if (await hasFinishedAssessment(transaction, userId)) {
        throw problem(assessmentProblems.alreadyFinished);
      }
      throw problem(assessmentProblems.notLaunched);
    }
    if (session.consent_version === consentVersion && session.consented_at) {
      return { consented: true, version: consentVersion, consentedAt: session.consented_at };
    }
    const consentedAt = new Date();
    await transaction('assessment_sessions')
      .where({ id: session.id })
      .update({ consent_version: consentVersion, consented_at: consentedAt });
    return { consented: true, version: consentVersion, consentedAt };
  });
}
