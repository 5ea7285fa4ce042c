import type { RouteObject } from 'react-router';

/** The public pages, each its own chunk loaded on first visit (DESIGN §8). */
export const publicSiteRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('./LandingView')).LandingView }) },
  {
    path: 'status',
    lazy: async () => ({ Component: (await import('./SystemStatusPage')).SystemStatusPage }),
  },
  { path: '*', lazy: async () => ({ Component: (await import('./NotFoundView')).NotFoundView }) },
];
