export { teamInsightCatalogue } from './messages';
export { teamInsightPanelTab, teamInsightRoutes } from './routes';
