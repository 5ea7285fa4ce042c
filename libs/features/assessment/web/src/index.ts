export { assessmentCatalogue } from './messages';
export { assessmentRoutes } from './routes';
export { ResultsTable } from './ResultsTable';
export { ResultsTableView, type ResultsTableViewProps } from './ResultsTableView';
export {
  assessmentApi,
  useGetAssessmentProgressQuery,
  useGetResultsQuery,
} from './assessment-endpoints';
