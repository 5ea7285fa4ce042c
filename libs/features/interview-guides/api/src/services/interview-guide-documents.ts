import type { InterviewGuideQuery } from '@facet/interview-guides-domain';
import type { CompanyPrincipal } from '@facet/platform-tenancy';
import {
  pdfDocumentContext,
  type PdfDocumentContext,
  type PdfDocumentOptions,
} from '@facet/reports-api';
import type { Knex } from 'knex';
import type { InterviewGuidePorts } from '../interview-guide-ports';
import { interviewGuideHtml } from '../pdf/interview-guide-html';
import { readInterviewGuide } from './interview-guides';

/** What the PDF call needs: a renderer (one warm Chromium), a cache of printed PDFs, the ports. */
export type InterviewGuideDocumentContext = PdfDocumentContext & { ports: InterviewGuidePorts };

export const interviewGuideDocumentContext = (
  options: PdfDocumentOptions,
  ports: InterviewGuidePorts,
): InterviewGuideDocumentContext => ({ ...pdfDocumentContext(options, 50), ports });

/**
 * The guide as a PDF, printed like the team view (D83, D87): the read and its audit entry are
 * the guide's own; the cache is keyed by the printed page, so any change prints afresh.
 */
export async function interviewGuideDocument(
  context: InterviewGuideDocumentContext,
  database: Knex,
  principal: CompanyPrincipal,
  query: InterviewGuideQuery,
): Promise<{ pdf: Buffer; filename: string }> {
  const { guide, companyName } = await readInterviewGuide(
    context.ports,
    database,
    principal,
    query,
    'pdf',
  );
  const pdf = await context.cache.print(
    context.renderer,
    interviewGuideHtml(guide, companyName, query.lang),
  );
  return { pdf, filename: `interview-guide-${guide.result.result_id}-${query.lang}.pdf` };
}
