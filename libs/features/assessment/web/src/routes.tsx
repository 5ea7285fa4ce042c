import { pageTitle } from '@facet/platform-web-kit';
import type { RouteObject } from 'react-router';
import { assessmentPageTitles } from './page-titles';

/**
 * /diagnostic and /results (the person's list of results; each one's page is the reports
 * feature's /results/:id), loaded on first visit. The app puts them behind the user-session guard.
 */
export const assessmentRoutes: RouteObject[] = [
  {
    path: 'diagnostic',
    handle: pageTitle(assessmentPageTitles.diagnostic),
    lazy: async () => ({
      Component: (await import('./screens/diagnostic/DiagnosticPage')).DiagnosticPage,
    }),
  },
  {
    path: 'results',
    handle: pageTitle(assessmentPageTitles.results),
    lazy: async () => ({ Component: (await import('./screens/results/ResultsPage')).ResultsPage }),
  },
];
