export { profilesCatalogue } from './messages';
export { profilesPanelTab, profilesRoutes } from './routes';
export { profilesApi, useGetProfilesQuery, useGetEmployeeResultsQuery } from './profiles-endpoints';
export { callFailureOf, failureText, type CallFailure } from './call-failure';
