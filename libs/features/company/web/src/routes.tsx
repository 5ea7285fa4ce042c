import { pageTitle, type SectionPanel } from '@facet/platform-web-kit';
import { companyMessages } from './messages';
import { companyPageTitles } from './page-titles';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { EmployeeDetailTab } from './screens/employee-detail/employee-detail-tabs';
import type { UseInvitePositionChoices } from './screens/invite/invite-positions';

export interface CompanyRouteOptions {
  /** The panel's sections: `companyPanelTabsWith(peopleTab)` and the other features' own. */
  tabs: readonly SectionPanel[];
  /**
   * The paged sections of /company-panel/employee/{email}; the app builds them with
   * `employeeResultsTab` and `employeeGroupsTab` from the profiles and groups hooks.
   */
  employeeTabs?: readonly EmployeeDetailTab[];
  /** The session feature's manager guard (verify-role), for the /company-panel routes. */
  requireManager?: LoaderFunction;
  /** The session feature's signed-in guard, for the invitation page. */
  requireUser?: LoaderFunction;
  /** Hiring's open positions, which the panel's invitations may name (D95). */
  useInvitePositionChoices?: UseInvitePositionChoices;
}

/** The company feature's pages, each its own chunk (DESIGN §8), guarded by the app's loaders. */
export function companyRoutes({
  tabs,
  employeeTabs = [],
  requireManager,
  requireUser,
  useInvitePositionChoices,
}: CompanyRouteOptions): RouteObject[] {
  return [
    {
      path: 'company-panel',
      handle: pageTitle(companyMessages.panelTitle),
      loader: requireManager,
      lazy: async () => {
        const { CompanyPanelPage } = await import('./screens/company-panel/CompanyPanelPage');
        return {
          Component: () => (
            <CompanyPanelPage tabs={tabs} usePositionChoices={useInvitePositionChoices} />
          ),
        };
      },
    },
    {
      path: 'company-panel/employee/:email',
      handle: pageTitle(companyPageTitles.employee),
      loader: requireManager,
      lazy: async () => {
        const { EmployeeDetailPage } = await import('./screens/employee-detail/EmployeeDetailPage');
        return { Component: () => <EmployeeDetailPage tabs={employeeTabs} /> };
      },
    },
    {
      path: 'invitation/:companyName/:token',
      handle: pageTitle(companyPageTitles.invitation),
      loader: requireUser,
      lazy: async () => ({
        Component: (await import('./screens/invitation-accept/InvitationAcceptPage'))
          .InvitationAcceptPage,
      }),
    },
  ];
}
