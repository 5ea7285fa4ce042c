export { companyCatalogue } from './messages';
export { companyRoutes, type CompanyRouteOptions } from './routes';
export { companyPanelTabs, type CompanyPanelTab } from './company-panel-tabs';
export { companyApi } from './company-endpoints';
export {
  employeeGroupsTab,
  employeeResultsTab,
  type EmployeeDetailTab,
  type EmployeePagedQueryHook,
} from './employee-detail-tabs';
