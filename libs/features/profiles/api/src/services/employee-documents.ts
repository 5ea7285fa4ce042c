import { normsOfVersion, type ScaleScores } from '@facet/assessment-domain';
import { type CompanyPrincipal } from '@facet/platform-tenancy';
import { resultReadActions, type Language } from '@facet/platform-kernel';
import { questionableCautionIn, resultDecisionOf } from '@facet/profiles-domain';
import { rangesFromProfileFields } from '@facet/reports-domain';
import {
  pdfDocumentContext,
  reportHtml,
  type PdfCache,
  type PdfDocumentContext,
  type PdfDocumentOptions,
  type PdfRenderer,
} from '@facet/reports-api';
import type { Knex } from 'knex';
import { comparisonHtml, withComparison } from './comparison-html';
import { decisionHtml } from './decision-html';
import { employeeResultReport } from './employee-results';
import { withheldReportHtml } from './withheld-report-html';
import type { ProfilesPorts } from '../profiles-ports';

/**
 * What the document call needs: a renderer (one warm Chromium), a cache of rendered PDFs and the
 * company's reading of the person's company and logo.
 */
export interface EmployeeDocumentContext extends Pick<ProfilesPorts, 'memberCompany'> {
  renderer: PdfRenderer;
  cache: PdfCache;
}

export const employeeDocumentContext = (
  options: PdfDocumentOptions,
  ports: Pick<ProfilesPorts, 'memberCompany'>,
): PdfDocumentContext & EmployeeDocumentContext => ({
  ...pdfDocumentContext(options, 100),
  memberCompany: ports.memberCompany,
});

/**
 * POST /companies/get-employee-inform-document/{email}/{id}: the employee's report as a PDF with
 * the chosen profile's comparison at its end, as base64 (managers get `pdfBase64`, DESIGN §6); a
 * questionable protocol's with the caution above it; an invalid one's, the reason and the raw
 * scores only. The page is built from the data as it
 * is now and the cache is keyed by that page.
 */
export async function employeeReportDocument(
  context: EmployeeDocumentContext,
  database: Knex,
  principal: CompanyPrincipal,
  request: { email: string; result_id: number; lang: Language },
): Promise<{ pdfBase64: string }> {
  const answer = await employeeResultReport(database, principal, request, resultReadActions.report);
  const company = await context.memberCompany(database, { email: answer.employee.email });
  const page = documentPage(answer, request.lang, company?.name ?? null, company?.logo ?? null);
  const pdf = await context.cache.print(context.renderer, page);
  return { pdfBase64: pdf.toString('base64') };
}

/**
 * The page printed for the answer: the withheld page of an invalid protocol, else the report,
 * under the caution when the protocol is questionable; with a chosen profile, the decision (fit
 * and the scales outside its ranges) right after the cover and the full comparison at the end.
 */
function documentPage(
  answer: Awaited<ReturnType<typeof employeeResultReport>>,
  language: Language,
  companyName: string | null,
  companyLogo: string | null,
): string {
  if (!answer.inform) {
    return withheldReportHtml({
      personName: answer.employee.name,
      companyName,
      scores: answer.scores as ScaleScores,
      validity: answer.validity,
      lang: language,
    });
  }
  const norms = normsOfVersion(answer.inform.normVersion);
  const caution = questionableCautionIn(answer.validity, language) ?? undefined;
  const document = {
    inform: answer.inform,
    personName: answer.employee.name,
    companyName,
    companyLogo,
    caution,
  };
  if (!answer.profile || !answer.comparison) return reportHtml(document);
  const decision = resultDecisionOf(
    {
      scores: answer.scores as ScaleScores,
      norms,
      validity: answer.validity.status,
    },
    rangesFromProfileFields(answer.profile),
  );
  const page = reportHtml({
    ...document,
    lead: decisionHtml(answer.profile.name, decision, language, norms),
  });
  return withComparison(
    page,
    comparisonHtml(answer.profile.name, answer.comparison, language, norms),
  );
}
