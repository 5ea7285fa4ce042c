export { groupsCatalogue } from './messages';
export { groupsPanelTab, groupsRoutes } from './routes';
export {
  GroupsDataSourceProvider,
  groupsDataSource,
  myGroupsDataSource,
  useGroupsDataSource,
  useSourcedAddMembers,
  useSourcedEmployeeGroups,
  type GroupMemberChange,
  type GroupsDataSource,
} from './groups-data-source';
export type { GroupMembersChange } from './groups-endpoints';
export { GroupDetailPage } from './GroupDetailPage';
export { GroupEmployeePage } from './screens/group-employee/GroupEmployeePage';
export { GroupsTableView } from './GroupsTableView';
export { groupsPageTitlesCatalogue } from './page-titles';
