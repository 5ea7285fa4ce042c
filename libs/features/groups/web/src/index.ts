export { groupsCatalogue } from './messages';
export { groupsPanelTab, groupsRoutes } from './routes';
export { groupsApi } from './groups-endpoints';
