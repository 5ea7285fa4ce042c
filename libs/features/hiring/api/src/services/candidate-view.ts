import type { CandidateView } from '@facet/hiring-domain';
import type { Database } from '@facet/platform-db';

/**
 * What a person may see of one of their results: the view the position chose when the result
 * answered an application to it, else the whole report (reports' ownReportViewOf port).
 */
export async function candidateViewOfResult(
  database: Database,
  resultId: number,
): Promise<CandidateView> {
  const position = await database('positions')
    .whereIn('id', database('applications').where({ result_id: resultId }).select('position_id'))
    .first('candidate_view');
  return position?.candidate_view ?? 'report';
}
