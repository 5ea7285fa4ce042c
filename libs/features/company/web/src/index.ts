export { companyCatalogue } from './messages';
export { companyRoutes, type CompanyRouteOptions } from './routes';
export { companyPanelTabsWith, type CompanyPanelTab } from './company-panel-tabs';
export { peoplePanelTab } from './people/people-panel-tab';
export type { PeoplePipelineHooks } from './people/PeopleTab';
export { noPeopleFilters, type PipelineChoice } from './people/PeopleFiltersView';
export { PeoplePipelineView } from './people/PeoplePipelineView';
export {
  companyApi,
  useGetCompanyQuery,
  invitationFileRequest,
  type EmployeeListArgs,
  type InvitationFileArgs,
} from './company-endpoints';
export {
  CompanyDataSourceProvider,
  companyDataSource,
  myCompanyDataSource,
  useCompanyDataSource,
  type CompanyDataSource,
  type CompanyMutation,
  type CompanyQueryState,
  type ReleasePayload,
} from './company-data-source';
export { CompanyPanelPage, type CompanyPanelPageProps } from './CompanyPanelPage';
export { CompanyPanelView, type CompanyPanelViewProps } from './CompanyPanelView';
export { CompanyInfoCardView } from './CompanyInfoCardView';
export { LicenceCountsView } from './LicenceCountsView';
export { EmployeeDetailPage } from './EmployeeDetailPage';
export { EmployeeDetailView } from './EmployeeDetailView';
export {
  employeeGroupsTab,
  employeeResultsTab,
  type EmployeeDetailTab,
  type EmployeePagedQueryHook,
} from './employee-detail-tabs';
export { CompanyDashboard } from './CompanyDashboard';
export { CompanyHomeWelcome } from './CompanyHomeWelcome';
export { CompanyDashboardView, type CompanyDashboardViewProps } from './CompanyDashboardView';
export { companyPageTitlesCatalogue } from './page-titles';
