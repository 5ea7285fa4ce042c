import { attachmentDisposition, tableContentTypes, writeTable } from '@facet/platform-spreadsheets';
import type { ResponseObject, ResponseToolkit } from '@hapi/hapi';
import type { TrailDownload } from '../services/trail-download';

/** The trail as a CSV download: no cache, an attachment with its file name. */
export function trailResponse(h: ResponseToolkit, download: TrailDownload): ResponseObject {
  return h
    .response(writeTable('csv', download.table))
    .type(tableContentTypes.csv)
    .header('content-disposition', attachmentDisposition(download.filename))
    .header('cache-control', 'no-store');
}
