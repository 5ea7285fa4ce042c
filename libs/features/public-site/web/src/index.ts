export { publicSiteCatalogue } from './messages';
export { publicSiteRoutes } from './routes';
export { RouteErrorView } from './RouteErrorView';
