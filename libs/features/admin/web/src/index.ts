export { adminCatalogue } from './messages';
export { adminRoutes, type AdminRouteOptions } from './routes';
export { adminApi } from './admin-endpoints';
export { adminPageTitlesCatalogue } from './page-titles';
