export { publicSiteCatalogue } from './messages';
export { publicSiteRoutes } from './routes';
export { LandingView } from './LandingView';
export { NotFoundView } from './NotFoundView';
export { SystemStatusView, type SystemStatusViewProps } from './SystemStatusView';
export { RouteErrorView } from './RouteErrorView';
