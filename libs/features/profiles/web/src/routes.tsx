import { pageTitle, type SectionPanel } from '@facet/platform-web-kit';
import { profilesPageTitles } from './page-titles';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { ApplicantHiring } from './applicant-hiring';
import { profilesMessages } from './messages';
import { ProfilesTab } from './screens/profiles-table/ProfilesTab';

/** The Profiles section of /company-panel, for `companyRoutes({ tabs })`. */
export const profilesPanelTab: SectionPanel = {
  id: 'profiles',
  title: profilesMessages.tabProfiles,
  Panel: ProfilesTab,
};

/**
 * The profile pages and the employee result pages, each its own chunk, behind the manager guard;
 * a position's ranking offers `applicantHiring`, hiring's hire, which the app passes in (D94).
 */
export function profilesRoutes({
  requireManager,
  applicantHiring,
}: { requireManager?: LoaderFunction; applicantHiring?: ApplicantHiring } = {}): RouteObject[] {
  const pages = () => import('./screens/profile-editor/ProfilePages');
  const result = async () => ({
    Component: (await import('./screens/employee-result/EmployeeResultPage')).EmployeeResultPage,
  });
  return [
    {
      path: 'company-panel/profile/create',
      handle: pageTitle(profilesMessages.createTitle),
      loader: requireManager,
      lazy: async () => ({ Component: (await pages()).ProfileCreatePage }),
    },
    {
      path: 'company-panel/profile/:id',
      handle: pageTitle(profilesPageTitles.profile),
      loader: requireManager,
      lazy: async () => ({ Component: (await pages()).ProfileDetailPage }),
    },
    {
      path: 'company-panel/ranking',
      handle: pageTitle(profilesPageTitles.ranking),
      loader: requireManager,
      lazy: async () => {
        const { RankingPage } = await import('./screens/ranking/RankingPage');
        return { Component: () => <RankingPage applicantHiring={applicantHiring} /> };
      },
    },
    {
      path: 'company-panel/employee/:email/result/:id',
      handle: pageTitle(profilesPageTitles.employeeResult),
      loader: requireManager,
      lazy: result,
    },
    {
      path: 'company-panel/group/:group_id/employee/:email/result/:id',
      handle: pageTitle(profilesPageTitles.groupEmployeeResult),
      loader: requireManager,
      lazy: result,
    },
  ];
}
