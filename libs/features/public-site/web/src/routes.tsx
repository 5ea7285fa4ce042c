import { appCatalogues } from '@facet/platform-i18n';
import type { RouteObject } from 'react-router';
import { LandingView } from './screens/landing/LandingView';
import { legalPagePaths } from '@facet/public-site-domain';
import { NotFoundView } from './screens/not-found/NotFoundView';
import { pageTitle } from '@facet/platform-web-kit';
import { publicSiteCatalogue } from './messages';
import { footerLinks } from './site-links';

const { messages } = publicSiteCatalogue;

/** A legal page is named in the tab as its footer link names it. */
function legalPageTitle(path: string) {
  const link = footerLinks.find(({ href }) => href === `/${path}`);
  return link && pageTitle(link.label);
}

/**
 * The public pages, each its own chunk loaded on first visit (DESIGN §8), so the landing and
 * about pages load no code of the signed-in areas. The landing ships with the shell: it is the
 * first page most visitors see, and waiting for its chunk after the entry would delay its first
 * paint for less than a kilobyte. The not-found view is also the error page's 404, so it ships
 * with the shell too. The legal texts are the longest catalogue of the site: they
 * load with the legal page and are registered before it renders, so no message id shows.
 */
export const publicSiteRoutes: RouteObject[] = [
  { index: true, Component: LandingView },
  {
    path: 'about',
    handle: pageTitle(messages.aboutLink),
    lazy: async () => ({ Component: (await import('./screens/about/AboutView')).AboutView }),
  },
  ...legalPagePaths.map((path): RouteObject => ({
    path,
    handle: legalPageTitle(path),
    lazy: async () => {
      const [{ LegalPageView }, { legalPagesCatalogue }] = await Promise.all([
        import('./screens/legal/LegalPageView'),
        import('./legal-catalogue'),
      ]);
      appCatalogues.add(legalPagesCatalogue);
      return {
        Component: function LegalPage() {
          return <LegalPageView page={path} />;
        },
      };
    },
  })),
  { path: '*', handle: pageTitle(messages.notFoundTitle), element: <NotFoundView /> },
];

/**
 * /status reads the API through the app's store, so the app places it with the areas that
 * provide one rather than in the public shell.
 */
export const systemStatusRoutes: RouteObject[] = [
  {
    path: 'status',
    handle: pageTitle(messages.systemStatusTitle),
    lazy: async () => ({
      Component: (await import('./screens/system-status/SystemStatusPage')).SystemStatusPage,
    }),
  },
];
