import { accountCatalogue, accountPageTitlesCatalogue, accountRoutes } from '@facet/account-web';
import {
  adminCatalogue,
  adminPageTitlesCatalogue,
  adminRoutes,
  instrumentReportCatalogue,
} from '@facet/admin-web';
import {
  assessmentCatalogue,
  assessmentPageTitlesCatalogue,
  assessmentRoutes,
  assessmentStateCatalogue,
} from '@facet/assessment-web';
import {
  companyCatalogue,
  companyPageTitlesCatalogue,
  companyPanelTabsWith,
  companyRoutes,
  employeeGroupsTab,
  employeeResultsTab,
  peoplePanelTab,
} from '@facet/company-web';
import { ContactRequestsPanel, contactCatalogue, contactRoutes } from '@facet/contact-web';
import {
  AdminDataRightsRequestsPanel,
  dataRightsRequestsAccountTab,
  dataRightsCatalogue,
  dataRightsPageTitlesCatalogue,
  dataRightsRoutes,
} from '@facet/data-rights-web';
import {
  groupsCatalogue,
  groupsPageTitlesCatalogue,
  groupsPanelTab,
  groupsRoutes,
  useSourcedAddMembers,
  useSourcedEmployeeGroups,
} from '@facet/groups-web';
import { kernelWordsCatalogue } from '@facet/platform-kernel-web';
import {
  profilesCatalogue,
  profilesPageTitlesCatalogue,
  profilesPanelTab,
  profilesRoutes,
  useSourcedEmployeeResults,
  useSourcedGroupChoices,
  useSourcedProfileChoices,
} from '@facet/profiles-web';
import { pageTitle, requestFieldProblemCatalogue, webKitCatalogue } from '@facet/platform-web-kit';
import { systemStatusRoutes } from '@facet/public-site-web';
import { reportsCatalogue, reportsPageTitlesCatalogue, reportsRoutes } from '@facet/reports-web';
import { scalesCatalogue } from '@facet/scales';
import {
  accountSessionsAccountTab,
  accountSessionsCatalogue,
  requireAdmin,
  requireManager,
  AdminSecurityPanel,
  requireUser,
  passkeyCatalogue,
  secondFactorCatalogue,
  secondFactorProblemCatalogue,
  securityAccountTab,
  sessionCatalogue,
  sessionFieldProblemCatalogue,
  useEnterAsUser,
} from '@facet/session-web';
import {
  auditActionCatalogue,
  auditTrailCatalogue,
  auditTrailPanelTab,
  PlatformAuditTrailPanel,
  resultReadsAccountTab,
} from '@facet/audit-trail-web';
import { integrationsPanelTab, webhooksCatalogue } from '@facet/webhooks-web';
import {
  teamInsightCatalogue,
  teamInsightPanelTab,
  teamInsightRoutes,
} from '@facet/team-insight-web';
import { interviewGuidesCatalogue, interviewGuidesRoutes } from '@facet/interview-guides-web';
import {
  applicantHiring,
  hiringApplicationsCatalogue,
  hiringCatalogue,
  hiringRoutes,
  myApplicationsAccountTab,
  positionsPanelTab,
  useOpenPositionChoices,
} from '@facet/hiring-web';
import { ssoCatalogue, ssoPanelTab, ssoRoutes } from '@facet/sso-web';
import type { RouteObject } from 'react-router';
import { PageContainer } from './PageContainer';
import { StoreArea } from './StoreArea';

/**
 * Every page outside the public shell and the sign-in pages (router.tsx): contact and data-rights
 * forms, the user, manager and administrator areas. This module is loaded on the first
 * navigation to one of them (`patchRoutesOnNavigation`), never by the landing or about pages;
 * each page is still its own chunk.
 */
export const areaCatalogues = [
  kernelWordsCatalogue,
  companyCatalogue,
  accountCatalogue,
  adminCatalogue,
  instrumentReportCatalogue,
  sessionCatalogue,
  sessionFieldProblemCatalogue,
  accountSessionsCatalogue,
  secondFactorCatalogue,
  secondFactorProblemCatalogue,
  passkeyCatalogue,
  assessmentCatalogue,
  assessmentStateCatalogue,
  reportsCatalogue,
  scalesCatalogue,
  dataRightsCatalogue,
  requestFieldProblemCatalogue,
  webKitCatalogue,
  contactCatalogue,
  profilesCatalogue,
  groupsCatalogue,
  accountPageTitlesCatalogue,
  adminPageTitlesCatalogue,
  assessmentPageTitlesCatalogue,
  companyPageTitlesCatalogue,
  dataRightsPageTitlesCatalogue,
  groupsPageTitlesCatalogue,
  profilesPageTitlesCatalogue,
  reportsPageTitlesCatalogue,
  auditTrailCatalogue,
  auditActionCatalogue,
  webhooksCatalogue,
  teamInsightCatalogue,
  interviewGuidesCatalogue,
  hiringCatalogue,
  hiringApplicationsCatalogue,
  ssoCatalogue,
];

export const areaRoutes: RouteObject[] = [
  {
    // The id lets React Router recognise the areas when they are patched in a second time.
    id: 'signed-in-areas',
    element: <StoreArea />,
    children: [
      ...systemStatusRoutes,
      {
        element: <PageContainer />,
        children: [
          ...companyRoutes({
            requireManager,
            requireUser,
            useInvitePositionChoices: useOpenPositionChoices,
            tabs: [
              ...companyPanelTabsWith(
                peoplePanelTab({
                  useProfileChoices: useSourcedProfileChoices,
                  useGroupChoices: useSourcedGroupChoices,
                  useAddToGroup: useSourcedAddMembers,
                  useInvitePositionChoices: useOpenPositionChoices,
                }),
              ),
              profilesPanelTab,
              groupsPanelTab,
              teamInsightPanelTab,
              positionsPanelTab({
                useProfileChoices: useSourcedProfileChoices,
                useGroupChoices: useSourcedGroupChoices,
              }),
              auditTrailPanelTab,
              integrationsPanelTab,
              ssoPanelTab,
            ],
            employeeTabs: [
              // The manager's own calls: the data sources' default outside the back office.
              employeeResultsTab(useSourcedEmployeeResults),
              employeeGroupsTab(useSourcedEmployeeGroups),
            ],
          }),
          ...profilesRoutes({ requireManager, applicantHiring }),
          ...groupsRoutes({ requireManager }),
          ...accountRoutes({
            requireUser,
            tabs: [
              dataRightsRequestsAccountTab,
              resultReadsAccountTab,
              myApplicationsAccountTab,
              accountSessionsAccountTab,
              securityAccountTab,
            ],
          }),
          ...adminRoutes({
            requireAdmin,
            panels: {
              contacts: ContactRequestsPanel,
              arsulipo: AdminDataRightsRequestsPanel,
              auditTrail: PlatformAuditTrailPanel,
              security: AdminSecurityPanel,
            },
          }),
          ...dataRightsRoutes({ requireUser, requireAdmin }),
          ...contactRoutes({ requireAdmin }),
          ...teamInsightRoutes({ requireManager }),
          ...interviewGuidesRoutes({ requireManager }),
          ...hiringRoutes({ useEnterAsUser }),
          ...ssoRoutes({ useEnterAsUser }),
        ],
      },
      {
        path: 'home',
        loader: requireUser,
        handle: pageTitle(sessionCatalogue.messages.homeTitle),
        element: <PageContainer />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./HomePage')).HomePage }) },
        ],
      },
      // /diagnostic and /results/{id} need a signed-in user.
      { loader: requireUser, children: [...assessmentRoutes, ...reportsRoutes] },
    ],
  },
];
