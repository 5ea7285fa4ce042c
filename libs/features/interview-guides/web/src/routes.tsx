import { appCatalogues } from '@facet/platform-i18n';
import { pageTitle } from '@facet/platform-web-kit';
import type { LoaderFunction, RouteObject } from 'react-router';
import { interviewGuidesMessages as messages } from './messages';

/**
 * A person's interview guide in the company panel (`interviewGuidePath`), its own chunk, behind
 * the manager guard. The guide's words and the question bank come with the page's chunk, not
 * with every signed-in page.
 */
export function interviewGuidesRoutes({
  requireManager,
}: { requireManager?: LoaderFunction } = {}): RouteObject[] {
  return [
    {
      path: 'company-panel/employee/:email/interview-guide',
      handle: pageTitle(messages.pageTitle),
      loader: requireManager,
      lazy: async () => {
        const { InterviewGuidePage, guideCatalogues } =
          await import('./screens/interview-guide/InterviewGuidePage');
        appCatalogues.add(...guideCatalogues);
        return { Component: InterviewGuidePage };
      },
    },
  ];
}
