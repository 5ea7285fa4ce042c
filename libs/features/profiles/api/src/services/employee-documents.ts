import type { ScaleScores } from '@facet/assessment-domain';
import type { CompanyPrincipal } from '@facet/company-api';
import { PdfCache, PdfRenderer, pdfTemplateVersion, reportHtml } from '@facet/reports-api';
import { reportTextVersion, type ReportLanguage } from '@facet/reports-domain';
import type { Knex } from 'knex';
import { comparisonHtml, withComparison } from './comparison-html';
import { employeeResultInform } from './employee-results';
import { withheldReportHtml } from './withheld-report-html';

/** Version of the comparison section; part of the cache key with the report's own versions. */
export const comparisonTemplateVersion = 'comparison/1';

/** What the document call needs: a renderer (one warm Chromium) and a cache of rendered PDFs. */
export interface EmployeeDocumentContext {
  renderer: PdfRenderer;
  cache: PdfCache;
}

export function employeeDocumentContext(options: {
  renderer?: PdfRenderer;
  chromiumPath?: string;
  cacheEntries?: number;
}): EmployeeDocumentContext & { ownsRenderer: boolean } {
  return {
    renderer:
      options.renderer ?? new PdfRenderer({ executablePath: options.chromiumPath, poolSize: 2 }),
    cache: new PdfCache(options.cacheEntries ?? 100),
    ownsRenderer: options.renderer === undefined,
  };
}

/**
 * POST /companies/get-employee-inform-document/{email}/{id}: the employee's report as a PDF with
 * the chosen profile's comparison at its end, as base64 (managers get `pdfBase64`, DESIGN §6); for
 * an invalid protocol, the reason and the raw scores only.
 * Cached by result, language, profile version and template versions.
 */
export async function employeeInformDocument(
  context: EmployeeDocumentContext,
  database: Knex,
  principal: CompanyPrincipal,
  request: { email: string; result_id: number; lang: ReportLanguage; role?: 'manager' | 'admin' },
): Promise<{ pdfBase64: string }> {
  const answer = await employeeResultInform(database, principal, request);
  const key = [
    'employee',
    request.result_id,
    request.lang,
    answer.profile ? `${answer.profile.profile_id}@${answer.profile.updated_at}` : 'no-profile',
    pdfTemplateVersion,
    reportTextVersion,
    comparisonTemplateVersion,
  ].join('|');
  const pdf = await context.cache.getOrRender(key, async () => {
    if (!answer.inform) {
      return context.renderer.render(
        withheldReportHtml({
          personName: answer.employee.name,
          scores: answer.scores as ScaleScores,
          validity: answer.validity,
          lang: request.lang,
        }),
      );
    }
    const page = reportHtml({ inform: answer.inform, personName: answer.employee.name });
    if (!answer.profile || !answer.comparison) return context.renderer.render(page);
    return context.renderer.render(
      withComparison(page, comparisonHtml(answer.profile.name, answer.comparison, request.lang)),
    );
  });
  return { pdfBase64: pdf.toString('base64') };
}
