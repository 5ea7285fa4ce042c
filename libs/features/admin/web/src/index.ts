export { adminCatalogue } from './messages';
export { instrumentReportCatalogue } from './instrument-report-catalogue';
export { adminRoutes, type AdminRouteOptions } from './routes';
export { adminApi } from './admin-endpoints';
export { adminPageTitlesCatalogue } from './page-titles';
