import type { LoaderFunction, RouteObject } from 'react-router';
import type { AdminDashboardPanels } from './AdminDashboardPage';

export interface AdminRouteOptions {
  /** The session feature's administrator guard. */
  requireAdmin?: LoaderFunction;
  /** The Contacts and Arsulipo lists, owned by their features. */
  panels: AdminDashboardPanels;
}

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
    {
      path: 'admin/dashboard/company/:companyId/employee/:email',
      loader: requireAdmin,
      lazy: async () => ({
        Component: (await import('./AdminCompanyPage')).AdminCompanyEmployeePage,
      }),
    },
  ];
}
