import type { ProtocolValidity } from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import type { Language } from '@facet/platform-kernel';
import { candidateSummaryOf, resultReport, type ResultReport } from '@facet/reports-domain';
import type { ReportsPorts } from '../reports-options';

/**
 * The inform of one of the person's own results (404 for anyone else's), in one language, with
 * the protocol's validity: the person always reads their report, with a notice when it is flagged.
 */
export async function ownResultReport(
  ports: Pick<ReportsPorts, 'findOwnResult' | 'ownReportViewOf'>,
  database: Database,
  userId: number,
  resultId: number,
  language: Language,
): Promise<ResultReport & { validity: ProtocolValidity }> {
  const result = await ports.findOwnResult(database, userId, resultId);
  const report = resultReport(result, language, 'person');
  const view = await ports.ownReportViewOf(database, resultId);
  return {
    ...(view === 'summary' ? candidateSummaryOf(report) : report),
    validity: result.validity,
  };
}
