export { hiringCatalogue } from './messages';
export { hiringRoutes } from './routes';
