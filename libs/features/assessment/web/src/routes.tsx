import { pageTitle } from '@facet/platform-web-kit';
import type { RouteObject } from 'react-router';
import { assessmentPageTitles } from './page-titles';

/** /diagnostic, loaded on first visit. The app puts it behind the user-session guard. */
export const assessmentRoutes: RouteObject[] = [
  {
    path: 'diagnostic',
    handle: pageTitle(assessmentPageTitles.diagnostic),
    lazy: async () => ({ Component: (await import('./DiagnosticPage')).DiagnosticPage }),
  },
];
