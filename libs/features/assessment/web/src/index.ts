export { assessmentCatalogue } from './messages';
export { assessmentRoutes } from './routes';
export { ResultsTable } from './ResultsTable';
export { ResultsTableView, type ResultsTableViewProps } from './ResultsTableView';
export {
  assessmentApi,
  useGetAssessmentProgressQuery,
  useGetResultsQuery,
} from './assessment-endpoints';
export { AssessmentStateCard } from './AssessmentStateCard';
export {
  AssessmentStateCardView,
  type AssessmentStateCardViewProps,
} from './AssessmentStateCardView';
export { assessmentStateCatalogue } from './assessment-state-messages';
export { assessmentPageTitlesCatalogue } from './page-titles';
