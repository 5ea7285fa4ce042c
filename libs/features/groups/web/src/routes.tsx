import { pageTitle, type SectionPanel } from '@facet/platform-web-kit';
import { groupsPageTitles } from './page-titles';
import type { LoaderFunction, RouteObject } from 'react-router';
import { GroupsTab } from './GroupsTab';
import { groupsMessages } from './messages';

/** The Groups section of /company-panel, for `companyRoutes({ tabs })`. */
export const groupsPanelTab: SectionPanel = {
  id: 'groups',
  title: groupsMessages.tabGroups,
  Panel: GroupsTab,
};

/** The group pages, each its own chunk, behind the manager guard. */
export function groupsRoutes({
  requireManager,
}: { requireManager?: LoaderFunction } = {}): RouteObject[] {
  return [
    {
      path: 'company-panel/group/:id',
      handle: pageTitle(groupsPageTitles.group),
      loader: requireManager,
      lazy: async () => ({ Component: (await import('./GroupDetailPage')).GroupDetailPage }),
    },
    {
      path: 'company-panel/group/:id/employee/:email',
      handle: pageTitle(groupsPageTitles.groupEmployee),
      loader: requireManager,
      lazy: async () => ({
        Component: (await import('./screens/group-employee/GroupEmployeePage')).GroupEmployeePage,
      }),
    },
  ];
}
