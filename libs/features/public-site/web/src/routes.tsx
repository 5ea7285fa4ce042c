import type { RouteObject } from 'react-router';
import { legalPages } from './legal-pages';
import { NotFoundView } from './NotFoundView';

/**
 * The public pages, each its own chunk loaded on first visit (DESIGN §8), so the landing and
 * about pages load no code of the signed-in areas. The not-found view is also the error page's
 * 404, so it ships with the shell.
 */
export const publicSiteRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./LandingView')).LandingView }) },
  { path: 'about', lazy: async () => ({ Component: (await import('./AboutView')).AboutView }) },
  ...legalPages.map(({ path }): RouteObject => ({
    path,
    lazy: async () => {
      const { LegalPageView } = await import('./LegalPageView');
      return {
        Component: function LegalPage() {
          return <LegalPageView page={path} />;
        },
      };
    },
  })),
  {
    path: 'status',
    lazy: async () => ({ Component: (await import('./SystemStatusPage')).SystemStatusPage }),
  },
  { path: '*', element: <NotFoundView /> },
];
