export { contactCatalogue } from './messages';
export { contactRoutes, type ContactRouteOptions } from './routes';
export { contactApi } from './contact-endpoints';
/** The Contacts tab of the admin dashboard (a panel without props). */
export { ContactRequestsPanel } from './ContactRequestsPanel';
