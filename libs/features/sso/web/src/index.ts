export { ssoCatalogue } from './messages';
export { ssoRoutes } from './routes';
export { backOfficeSsoPanelTab, ssoPanelTab } from './sso-panel-tabs';
export type { SsoRouteOptions } from './sso-route-options';
