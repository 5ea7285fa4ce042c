import type { CompanyPanelTab } from '@facet/company-web';
import type { LoaderFunction, RouteObject } from 'react-router';
import { profilesMessages } from './messages';
import { ProfilesTab } from './ProfilesTab';

/** The Profiles section of /company-panel, for `companyRoutes({ tabs })`. */
export const profilesPanelTab: CompanyPanelTab = {
  id: 'profiles',
  title: profilesMessages.tabProfiles,
  Panel: ProfilesTab,
};

/** The profile pages and the employee result pages, each its own chunk, behind the manager guard. */
export function profilesRoutes({
  requireManager,
}: { requireManager?: LoaderFunction } = {}): RouteObject[] {
  const pages = () => import('./ProfilePages');
  const result = async () => ({
    Component: (await import('./EmployeeResultPage')).EmployeeResultPage,
  });
  return [
    {
      path: 'company-panel/profile/create',
      loader: requireManager,
      lazy: async () => ({ Component: (await pages()).ProfileCreatePage }),
    },
    {
      path: 'company-panel/profile/:id',
      loader: requireManager,
      lazy: async () => ({ Component: (await pages()).ProfileDetailPage }),
    },
    { path: 'company-panel/employee/:email/result/:id', loader: requireManager, lazy: result },
    {
      path: 'company-panel/group/:group_id/employee/:email/result/:id',
      loader: requireManager,
      lazy: result,
    },
  ];
}
