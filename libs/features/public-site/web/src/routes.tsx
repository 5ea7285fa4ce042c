import type { RouteObject } from 'react-router';
import { NotFoundView } from './NotFoundView';

/**
 * The public pages, each its own chunk loaded on first visit (DESIGN §8). The not-found view is
 * also the error page's 404, so it ships with the shell.
 */
export const publicSiteRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./LandingView')).LandingView }) },
  {
    path: 'status',
    lazy: async () => ({ Component: (await import('./SystemStatusPage')).SystemStatusPage }),
  },
  { path: '*', element: <NotFoundView /> },
];
