import { attachmentDisposition, tableContentTypes, writeTable } from '@facet/platform-spreadsheets';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import type { ResultsExport } from '../services/results-export';

/** An export as a streamed download: its content type and an attachment with its file name. */
export function tableResponse(h: ResponseToolkit, exported: ResultsExport): ResponseObject {
  return h
    .response(writeTable(exported.format, exported.table))
    .type(tableContentTypes[exported.format])
    .header('content-disposition', attachmentDisposition(exported.filename))
    .header('cache-control', 'no-store');
}
