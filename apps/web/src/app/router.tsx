import { accountRoutes } from '@facet/account-web';
import { adminRoutes } from '@facet/admin-web';
import { assessmentRoutes } from '@facet/assessment-web';
import {
  companyPanelTabs,
  companyRoutes,
  employeeGroupsTab,
  employeeResultsTab,
} from '@facet/company-web';
import { groupsApi, groupsPanelTab, groupsRoutes } from '@facet/groups-web';
import { profilesPanelTab, profilesRoutes, useGetEmployeeResultsQuery } from '@facet/profiles-web';
import { ContactRequestsPanel, contactRoutes } from '@facet/contact-web';
import {
  AdminArsulipoRequestsPanel,
  ArsulipoRequestsTable,
  dataRightsRoutes,
} from '@facet/data-rights-web';
import { publicSiteRoutes, RouteErrorView } from '@facet/public-site-web';
import {
  AccountMenuSlot,
  followSessionExpiry,
  requireAdmin,
  requireManager,
  requireUser,
  sessionRoutes,
} from '@facet/session-web';
import { reportsRoutes } from '@facet/reports-web';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';
import { PageContainer } from './PageContainer';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AccountMenuSlot render={(menu) => <AppLayout accountMenu={menu} />} />,
    errorElement: <RouteErrorView />,
    children: [
      ...sessionRoutes,
      ...publicSiteRoutes,
      {
        element: <PageContainer />,
        children: [
          ...companyRoutes({
            requireManager,
            requireUser,
            tabs: [...companyPanelTabs, profilesPanelTab, groupsPanelTab],
            employeeTabs: [
              employeeResultsTab(useGetEmployeeResultsQuery),
              employeeGroupsTab(groupsApi.endpoints.getEmployeeGroups.useQuery),
            ],
          }),
          ...profilesRoutes({ requireManager }),
          ...groupsRoutes({ requireManager }),
          ...accountRoutes({ requireUser, panels: { arsulipo: ArsulipoRequestsTable } }),
          ...adminRoutes({
            requireAdmin,
            panels: { contacts: ContactRequestsPanel, arsulipo: AdminArsulipoRequestsPanel },
          }),
          ...dataRightsRoutes({ requireUser, requireAdmin }),
          ...contactRoutes({ requireAdmin }),
        ],
      },
      // /diagnostic and /results/{id} need a signed-in user.
      { loader: requireUser, children: [...assessmentRoutes, ...reportsRoutes] },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes);
  followSessionExpiry(router);
  return router;
}
