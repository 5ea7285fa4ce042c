import { pageTitle } from '@facet/platform-web-kit';
import { adminMessages } from './messages';
import { adminPageTitles } from './page-titles';
import type { LoaderFunction, RouteObject } from 'react-router';
import type * as AdminCompanyPages from './screens/admin-company/AdminCompanyPage';
import type { AdminDashboardPanels } from './screens/admin-dashboard/AdminDashboardPage';

export interface AdminRouteOptions {
  /** The session feature's administrator guard. */
  requireAdmin?: LoaderFunction;
  /** The Contacts and Arsulipo lists, owned by their features. */
  panels: AdminDashboardPanels;
}

/**
 * The company-panel routes a manager has (spec/product.md §2), under the back office's company
 * page, and the page of AdminCompanyPage.tsx showing each. The group's employee pages take
 * `:group_id` where the result is read and `:id` where the group is, as under /company-panel.
 */
const companyScreens = [
  ['employee/:email', 'AdminCompanyEmployeePage', 'employee'],
  ['employee/:email/result/:id', 'AdminCompanyEmployeeResultPage', 'employeeResult'],
  ['profile/create', 'AdminCompanyProfileCreatePage', 'profileCreate'],
  ['profile/:id', 'AdminCompanyProfilePage', 'profile'],
  ['ranking', 'AdminCompanyRankingPage', 'ranking'],
  ['group/:id', 'AdminCompanyGroupPage', 'group'],
  ['group/:id/employee/:email', 'AdminCompanyGroupEmployeePage', 'groupEmployee'],
  [
    'group/:group_id/employee/:email/result/:id',
    'AdminCompanyEmployeeResultPage',
    'groupEmployeeResult',
  ],
] as const satisfies readonly (readonly [
  string,
  keyof typeof AdminCompanyPages,
  keyof typeof adminPageTitles,
])[];

/** The back office's pages, each its own chunk (DESIGN §8), behind the admin session. */
export function adminRoutes({ requireAdmin, panels }: AdminRouteOptions): RouteObject[] {
  return [
    {
      path: 'admin/dashboard',
      handle: pageTitle(adminMessages.dashboardTitle),
      loader: requireAdmin,
      lazy: async () => {
        const { AdminDashboardPage } = await import('./screens/admin-dashboard/AdminDashboardPage');
        return { Component: () => <AdminDashboardPage panels={panels} /> };
      },
    },
    {
      path: 'admin/dashboard/company/:companyId',
      handle: pageTitle(adminPageTitles.company),
      loader: requireAdmin,
      lazy: async () => ({
        Component: (await import('./screens/admin-company/AdminCompanyPage')).AdminCompanyPage,
      }),
    },
    ...companyScreens.map(([path, screen, title]) => ({
      path: `admin/dashboard/company/:companyId/${path}`,
      handle: pageTitle(adminPageTitles[title]),
      loader: requireAdmin,
      lazy: async () => ({
        Component: (await import('./screens/admin-company/AdminCompanyPage'))[screen],
      }),
    })),
  ];
}
