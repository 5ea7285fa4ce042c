import { pageTitle } from '@facet/platform-web-kit';
import { reportsPageTitles } from './page-titles';
import type { RouteObject } from 'react-router';

/** /results/{id}, loaded on first visit. The app puts it behind the user-session guard. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'results/:id',
    handle: pageTitle(reportsPageTitles.result),
    lazy: async () => ({ Component: (await import('./ResultPage')).ResultPage }),
  },
];
