import type { LoaderFunction, RouteObject } from 'react-router';

export interface AdminRouteOptions {
  /** The session feature's administrator guard. */
  requireAdmin?: LoaderFunction;
}

/** The back office's pages, each its own chunk (DESIGN §8), behind the admin session. */
export function adminRoutes({ requireAdmin }: AdminRouteOptions = {}): RouteObject[] {
  return [
    {
      path: 'admin/dashboard',
      loader: requireAdmin,
      lazy: async () => ({ Component: (await import('./AdminDashboardPage')).AdminDashboardPage }),
    },
    {
      path: 'admin/dashboard/company/:companyId',
      loader: requireAdmin,
      lazy: async () => ({ Component: (await import('./AdminCompanyPage')).AdminCompanyPage }),
    },
  ];
}
