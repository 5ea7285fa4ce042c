export { assessmentCatalogue } from './messages';
export { assessmentRoutes } from './routes';
export { ResultsTable } from './screens/results/ResultsTable';
export { ResultsTableView, type ResultsTableViewProps } from './screens/results/ResultsTableView';
export {
  assessmentApi,
  useGetAssessmentProgressQuery,
  useGetResultsQuery,
} from './assessment-endpoints';
export { AssessmentStateCard } from './screens/assessment-state-card/AssessmentStateCard';
export {
  AssessmentStateCardView,
  type AssessmentStateCardViewProps,
} from './screens/assessment-state-card/AssessmentStateCardView';
export { assessmentStateCatalogue } from './assessment-state-messages';
export { assessmentPageTitlesCatalogue } from './page-titles';
