import { pageTitle, type SectionPanel } from '@facet/platform-web-kit';
import type { LoaderFunction, RouteObject } from 'react-router';
import { CompanyTeamPanel } from './CompanyTeamPanel';
import { teamInsightMessages as messages } from './messages';

/** The company's team view, a section of /company-panel (`?tab=team`). */
export const teamInsightPanelTab: SectionPanel = {
  id: 'team',
  title: messages.tabTeamView,
  Panel: CompanyTeamPanel,
};

/** A group's team view, its own chunk, behind the manager guard. */
export function teamInsightRoutes({
  requireManager,
}: { requireManager?: LoaderFunction } = {}): RouteObject[] {
  return [
    {
      path: 'company-panel/group/:id/team',
      handle: pageTitle(messages.pageTitle),
      loader: requireManager,
      lazy: async () => ({
        Component: (await import('./GroupTeamViewPage')).GroupTeamViewPage,
      }),
    },
  ];
}
