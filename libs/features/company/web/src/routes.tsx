import type { LoaderFunction, RouteObject } from 'react-router';
import { companyPanelTabs, type CompanyPanelTab } from './company-panel-tabs';

export interface CompanyRouteOptions {
  /** The panel's sections; other features append theirs to `companyPanelTabs`. */
  tabs?: readonly CompanyPanelTab[];
  /** The session feature's manager guard (verify-role), for the /company-panel routes. */
  requireManager?: LoaderFunction;
  /** The session feature's signed-in guard, for the invitation page. */
  requireUser?: LoaderFunction;
}

/** The company feature's pages, each its own chunk (DESIGN §8), guarded by the app's loaders. */
export function companyRoutes({
  tabs = companyPanelTabs,
  requireManager,
  requireUser,
}: CompanyRouteOptions = {}): RouteObject[] {
  return [
    {
      path: 'company-panel',
      loader: requireManager,
      lazy: async () => {
        const { CompanyPanelPage } = await import('./CompanyPanelPage');
        return { Component: () => <CompanyPanelPage tabs={tabs} /> };
      },
    },
    {
      path: 'company-panel/employee/:email',
      loader: requireManager,
      lazy: async () => ({ Component: (await import('./EmployeeDetailPage')).EmployeeDetailPage }),
    },
    {
      path: 'invitation/:companyName/:token',
      loader: requireUser,
      lazy: async () => ({
        Component: (await import('./InvitationAcceptPage')).InvitationAcceptPage,
      }),
    },
  ];
}
