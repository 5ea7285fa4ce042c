import type { LoaderFunction, RouteObject } from 'react-router';
import type * as AdminCompanyPages from './AdminCompanyPage';
import type { AdminDashboardPanels } from './AdminDashboardPage';

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
  ['employee/:email', 'AdminCompanyEmployeePage'],
  ['employee/:email/result/:id', 'AdminCompanyEmployeeResultPage'],
  ['profile/create', 'AdminCompanyProfileCreatePage'],
  ['profile/:id', 'AdminCompanyProfilePage'],
  ['group/:id', 'AdminCompanyGroupPage'],
  ['group/:id/employee/:email', 'AdminCompanyGroupEmployeePage'],
  ['group/:group_id/employee/:email/result/:id', 'AdminCompanyEmployeeResultPage'],
] as const satisfies readonly (readonly [string, keyof typeof AdminCompanyPages])[];

/** The back office's pages, each its own chunk (DESIGN §8), behind the admin session. */
export function adminRoutes({ requireAdmin, panels }: AdminRouteOptions): RouteObject[] {
  return [
    {
      path: 'admin/dashboard',
      loader: requireAdmin,
      lazy: async () => {
        const { AdminDashboardPage } = await import('./AdminDashboardPage');
        return { Component: () => <AdminDashboardPage panels={panels} /> };
      },
    },
    {
      path: 'admin/dashboard/company/:companyId',
      loader: requireAdmin,
      lazy: async () => ({ Component: (await import('./AdminCompanyPage')).AdminCompanyPage }),
    },
    ...companyScreens.map(([path, screen]) => ({
      path: `admin/dashboard/company/:companyId/${path}`,
      loader: requireAdmin,
      lazy: async () => ({ Component: (await import('./AdminCompanyPage'))[screen] }),
    })),
  ];
}
