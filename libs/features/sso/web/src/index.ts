export { ssoCatalogue } from './messages';
export { ssoRoutes } from './routes';
