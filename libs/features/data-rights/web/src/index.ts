export { dataRightsCatalogue } from './messages';
export {
  dataRightsRequestsAccountTab,
  dataRightsRoutes,
  type DataRightsRouteOptions,
} from './routes';
export { dataRightsApi } from './data-rights-endpoints';
/** The Arsulipo tab of the admin dashboard (a panel without props). */
export { AdminDataRightsRequestsPanel } from './screens/requests-table/AdminDataRightsRequestsPanel';
export {
  RequestsTableView,
  type RequestsTableViewProps,
} from './screens/requests-table/RequestsTableView';
export { dataRightsPageTitlesCatalogue } from './page-titles';
