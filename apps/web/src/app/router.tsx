import { accountRoutes } from '@facet/account-web';
import { assessmentRoutes } from '@facet/assessment-web';
import { companyRoutes } from '@facet/company-web';
import { publicSiteRoutes, RouteErrorView } from '@facet/public-site-web';
import {
  AccountMenuSlot,
  followSessionExpiry,
  requireManager,
  requireUser,
  sessionRoutes,
} from '@facet/session-web';
import { reportsRoutes } from '@facet/reports-web';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AccountMenuSlot render={(menu) => <AppLayout accountMenu={menu} />} />,
    errorElement: <RouteErrorView />,
    children: [
      ...sessionRoutes,
      ...publicSiteRoutes,
      ...companyRoutes({ requireManager, requireUser }),
      ...accountRoutes({ requireUser }),
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
