import { findOwnResult } from '@facet/assessment-api';
import type { Database } from '@facet/platform-db';
import { resultInform, type ReportLanguage, type ResultInform } from '@facet/reports-domain';

/** The inform of one of the person's own results (404 for anyone else's), in one language. */
export async function ownResultInform(
  database: Database,
  userId: number,
  resultId: number,
  language: ReportLanguage,
): Promise<ResultInform> {
  const result = await findOwnResult(database, userId, resultId);
  return resultInform(result, language);
}
