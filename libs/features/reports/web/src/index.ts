export { reportsCatalogue } from './messages';
export { reportsRoutes } from './routes';
export {
  ResultView,
  type ResultViewProps,
  type ResultScreen,
  type DownloadState,
} from './ResultView';
export {
  reportsApi,
  useGetResultReportQuery,
  useGetReportDocumentMutation,
} from './reports-endpoints';
export { reportsPageTitlesCatalogue } from './page-titles';
