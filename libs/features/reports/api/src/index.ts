export { reportsPlugin } from './plugin';
export type { ReportedCompany, ReportsPluginOptions, ReportsPorts } from './reports-options';
export { chromiumFlags, PdfRenderer, type PdfRendererOptions } from './pdf/pdf-renderer';
export { chromiumChildren } from './pdf/chromium-children';
export { PdfCache } from './pdf/pdf-cache';
export {
  pdfDocumentContext,
  type PdfDocumentContext,
  type PdfDocumentOptions,
} from './pdf/pdf-document-context';
export { reportHtml, type ReportDocument } from './pdf/report-html';
