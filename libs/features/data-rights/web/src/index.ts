export { dataRightsCatalogue } from './messages';
export { dataRightsRoutes, type DataRightsRouteOptions } from './routes';
export { dataRightsApi } from './data-rights-endpoints';
/** The Arsulipo tab of /account (a panel without props). */
export { ArsulipoRequestsTable } from './ArsulipoRequestsTable';
/** The Arsulipo tab of the admin dashboard (a panel without props). */
export { AdminArsulipoRequestsPanel } from './AdminArsulipoRequestsPanel';
export { RequestsTableView, type RequestsTableViewProps } from './RequestsTableView';
export { dataRightsPageTitlesCatalogue } from './page-titles';
