export { companyCatalogue } from './messages';
export { companyRoutes, type CompanyRouteOptions } from './routes';
export { companyPanelTabsWith } from './screens/company-panel/company-panel-tabs';
export { peoplePanelTab } from './screens/people/people-panel-tab';
export type { PeoplePipelineHooks } from './screens/people/PeopleTab';
export { noPeopleFilters, type PipelineChoice } from './screens/people/PeopleFiltersView';
export { PeoplePipelineView } from './screens/people/PeoplePipelineView';
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
export {
  CompanyPanelPage,
  type CompanyPanelPageProps,
} from './screens/company-panel/CompanyPanelPage';
export {
  CompanyPanelView,
  type CompanyPanelViewProps,
} from './screens/company-panel/CompanyPanelView';
export { CompanyInfoCardView } from './screens/company-info/CompanyInfoCardView';
export { LicenceCountsView } from './screens/dashboard/LicenceCountsView';
export { EmployeeDetailPage } from './screens/employee-detail/EmployeeDetailPage';
export { EmployeeDetailView } from './screens/employee-detail/EmployeeDetailView';
export {
  employeeGroupsTab,
  employeeResultsTab,
  type EmployeeDetailTab,
  type EmployeePagedQueryHook,
} from './screens/employee-detail/employee-detail-tabs';
export { CompanyDashboard } from './screens/dashboard/CompanyDashboard';
export { CompanyHomeWelcome } from './screens/dashboard/CompanyHomeWelcome';
export {
  CompanyDashboardView,
  type CompanyDashboardViewProps,
} from './screens/dashboard/CompanyDashboardView';
export { companyPageTitlesCatalogue } from './page-titles';
export type {
  InvitePositionChoice,
  UseInvitePositionChoices,
} from './screens/invite/invite-positions';
