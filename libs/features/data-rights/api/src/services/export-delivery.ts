import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { resolveSubject } from './data-subject';
import { verifyExportGrant, type ExportGrant } from './document-links';
import { exportDocumentHtml } from './export-document';
import { collectPersonalData, resultsCsv } from './personal-data-export';
import { lockRequest } from './request-rows';

export interface ExportFile {
  body: string;
  contentType: string;
  fileName: string;
}

const contentTypes: Record<ExportGrant['format'], string> = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The file behind an export link, built from the data as it is now. A link that is forged, out
 * of time, or whose person has been erased since answers 404.
 */
export async function exportFileOf(
  database: Knex,
  linkSecret: string,
  token: string,
): Promise<ExportFile> {
  const grant = verifyExportGrant(linkSecret, token);
  if (!grant) throw Boom.notFound('This link is invalid or has expired.');
  return database.transaction(async (transaction) => {
    const row = await lockRequest(transaction, grant.requestId);
    const subject = await resolveSubject(transaction, row, grant.entity);
    const data = await collectPersonalData(transaction, subject);
    const base = `facet-data-${row.number}`;
    const body =
      grant.format === 'html'
        ? exportDocumentHtml(data, grant.lang)
        : grant.format === 'csv'
          ? resultsCsv(data)
          : JSON.stringify(data, null, 2);
    const fileName = grant.format === 'csv' ? `${base}-results.csv` : `${base}.${grant.format}`;
    return { body, contentType: contentTypes[grant.format], fileName };
  });
}
