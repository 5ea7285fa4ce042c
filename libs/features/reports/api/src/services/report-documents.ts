import type { Database } from '@facet/platform-db';
import type { Language } from '@facet/platform-kernel';
import { ownValidityNoticeIn } from '@facet/reports-domain';
import { reportHtml } from '../pdf/report-html';
import type { ReportsContext } from '../reports-options';
import { signDocumentGrant } from '../pdf/signed-links';
import { ownResultReport } from './result-reports';

/**
 * Renders (or takes from the cache) the PDF of one of the person's own results, with the notice
 * the result page shows on its cover when the protocol is questionable or invalid. The page is
 * built from the data as it is now, the name included, and the cache is keyed by that page.
 */
export async function ownReportDocument(
  context: ReportsContext,
  database: Database,
  userId: number,
  resultId: number,
  language: Language,
): Promise<{ pdf: Buffer; number: number }> {
  const report = await ownResultReport(context.ports, database, userId, resultId, language);
  const personName = await context.ports.userNameOf(database, userId);
  const company = await context.ports.memberCompany(database, { userId });
  const pdf = await context.cache.print(
    context.renderer,
    reportHtml({
      inform: report,
      personName: personName ?? '',
      companyName: company?.name ?? null,
      companyLogo: company?.logo ?? null,
      caution: ownValidityNoticeIn(report.validity, language) ?? undefined,
    }),
  );
  return { pdf, number: report.number };
}

/**
 * Prepares the document and answers a short-lived signed link to it. Rendering happens now, so a
 * failure reaches the screen that asked, and the download itself is served from the cache.
 */
export async function ownReportDocumentLink(
  context: ReportsContext,
  database: Database,
  userId: number,
  resultId: number,
  language: Language,
): Promise<string> {
  await ownReportDocument(context, database, userId, resultId, language);
  const token = signDocumentGrant(context.linkSecret, {
    resultId,
    userId,
    lang: language,
    expiresAt: Math.floor(Date.now() / 1000) + context.linkSeconds,
  });
  return `/api/diagnoses/inform-document/${token}`;
}
