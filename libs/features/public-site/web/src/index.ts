import { legalPagesCatalogue } from './legal-catalogue';
import { publicSiteCatalogue } from './messages';
import { publicPagesCatalogue } from './pages-catalogue';

export { publicSiteCatalogue, publicPagesCatalogue, legalPagesCatalogue };
/** Every catalogue of the public site, for the app to merge. */
export const publicSiteCatalogues = [
  publicSiteCatalogue,
  publicPagesCatalogue,
  legalPagesCatalogue,
];
export { publicSiteRoutes } from './routes';
export { RouteErrorView } from './RouteErrorView';
export { SiteShell, mainContentId, type SiteShellProps } from './SiteShell';
export { SiteHeaderView, type SiteHeaderViewProps } from './SiteHeaderView';
export {
  cookieConsentStorageKey,
  hasAnalyticsConsent,
  readCookieConsent,
  type CookieConsent,
} from './cookie-consent';
