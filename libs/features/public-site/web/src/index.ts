import { publicSiteCatalogue } from './messages';
import { publicPagesCatalogue } from './pages-catalogue';

export { publicSiteCatalogue, publicPagesCatalogue };
export { legalPagesCatalogue } from './legal-catalogue';
/**
 * The catalogues the public shell needs at once (top bar, footer, banner, landing and about);
 * the legal pages register theirs when they load.
 */
export const publicSiteCatalogues = [publicSiteCatalogue, publicPagesCatalogue];
export { publicSiteRoutes, systemStatusRoutes } from './routes';
export { RouteErrorView } from './screens/errors/RouteErrorView';
export { startErrorReporting } from './error-reporting';
export { SiteShell, mainContentId, type SiteShellProps } from './shell/SiteShell';
export {
  loadHeaderChoiceMenu,
  SiteHeaderView,
  SiteLoginLink,
  type SiteHeaderViewProps,
} from './shell/SiteHeaderView';
export {
  cookieConsentStorageKey,
  hasAnalyticsConsent,
  readCookieConsent,
  type CookieConsent,
} from './cookie-consent';
