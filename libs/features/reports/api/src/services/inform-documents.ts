import type { Database } from '@facet/platform-db';
import { reportTextVersion, type ReportLanguage } from '@facet/reports-domain';
import { pdfTemplateVersion, reportHtml } from '../pdf/report-html';
import type { ReportsContext } from '../reports-options';
import { signDocumentGrant } from '../pdf/signed-links';
import { ownResultInform } from './result-informs';

/** The cache key of DESIGN §6: result, language, profile (none for a person's own report), template. */
export function documentCacheKey(resultId: number, language: ReportLanguage, profileId?: number) {
  return [
    resultId,
    language,
    profileId ?? 'no-profile',
    pdfTemplateVersion,
    reportTextVersion,
  ].join('|');
}

/** Renders (or takes from the cache) the PDF of one of the person's own results. */
export async function ownInformDocument(
  context: ReportsContext,
  database: Database,
  userId: number,
  resultId: number,
  language: ReportLanguage,
): Promise<{ pdf: Buffer; number: number }> {
  const inform = await ownResultInform(database, userId, resultId, language);
  const key = documentCacheKey(resultId, language);
  const pdf = await context.cache.getOrRender(key, async () => {
    const person = await database('users').where({ id: userId }).first<{ name: string }>('name');
    return context.renderer.render(reportHtml({ inform, personName: person?.name ?? '' }));
  });
  return { pdf, number: inform.number };
}

/**
 * Prepares the document and answers a short-lived signed link to it. Rendering happens now, so a
 * failure reaches the screen that asked, and the download itself is served from the cache.
 */
export async function ownInformDocumentLink(
  context: ReportsContext,
  database: Database,
  userId: number,
  resultId: number,
  language: ReportLanguage,
): Promise<string> {
  await ownInformDocument(context, database, userId, resultId, language);
  const token = signDocumentGrant(context.linkSecret, {
    resultId,
    userId,
    lang: language,
    expiresAt: Math.floor(Date.now() / 1000) + context.linkSeconds,
  });
  return `/api/diagnoses/inform-document/${token}`;
}
