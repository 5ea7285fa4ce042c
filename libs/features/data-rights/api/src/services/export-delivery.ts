import { dataRightsProblems } from '@facet/data-rights-domain';
import type { PersonalDataSource } from '@facet/platform-db';
import { problem } from '@facet/platform-http';
import type { PdfRenderer } from '@facet/reports-api';
import type { Knex } from 'knex';
import type { DataRightsPorts } from '../data-rights-ports';
import { resolveSubject } from './data-subject';
import { verifyExportGrant, type ExportGrant } from './document-links';
import { exportDocumentHtml } from './export-document';
import { collectPersonalData, resultsCsv } from './personal-data-export';
import { lockRequest } from './request-rows';

export interface ExportFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

const contentTypes: Record<ExportGrant['format'], string> = {
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * The file behind an export link, built from the data as it is now. A link that is forged, out
 * of time, or whose person has been erased since answers 404. The PDF is printed after the
 * transaction ends, so no request row stays locked while Chromium works.
 */
export async function exportFileOf(
  ports: DataRightsPorts,
  database: Knex,
  registry: readonly PersonalDataSource[],
  renderer: PdfRenderer,
  linkSecret: string,
  token: string,
): Promise<ExportFile> {
  const grant = verifyExportGrant(linkSecret, token);
  if (!grant) throw problem(dataRightsProblems.exportLinkInvalid);
  const { number, data } = await database.transaction(async (transaction) => {
    const row = await lockRequest(transaction, grant.requestId);
    const subject = await resolveSubject(ports, transaction, row, grant.entity);
    return { number: row.number, data: await collectPersonalData(transaction, registry, subject) };
  });
  const base = `facet-data-${number}`;
  switch (grant.format) {
    case 'pdf':
      return {
        body: await renderer.render(exportDocumentHtml(data, grant.lang)),
        contentType: contentTypes.pdf,
        fileName: `${base}.pdf`,
      };
    case 'csv':
      return {
        body: resultsCsv(data),
        contentType: contentTypes.csv,
        fileName: `${base}-results.csv`,
      };
    case 'json':
      return {
        body: JSON.stringify(data, null, 2),
        contentType: contentTypes.json,
        fileName: `${base}.json`,
      };
  }
}
