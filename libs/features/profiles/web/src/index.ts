export type { ApplicantHiring } from './applicant-hiring';
export { profilesCatalogue } from './messages';
export { profilesPanelTab, profilesRoutes } from './routes';
export {
  rankingGroupsPageSize,
  type RankingGroupsAnswer,
  type ResultRef,
} from './profiles-endpoints';
export { profilePagePath } from './screens/profiles-table/ProfilesTableView';
export {
  myProfilesDataSource,
  profilesDataSource,
  ProfilesDataSourceProvider,
  useProfilesDataSource,
  useSourcedEmployeeResults,
  useSourcedGroupChoices,
  useSourcedProfileChoices,
  type ProfilesDataSource,
  type ProfileUpdate,
} from './profiles-data-source';
export { ProfileCreatePage, ProfileDetailPage } from './screens/profile-editor/ProfilePages';
export { EmployeeResultPage } from './screens/employee-result/EmployeeResultPage';
export { RankingPage } from './screens/ranking/RankingPage';
export { ProfilesTableView } from './screens/profiles-table/ProfilesTableView';
export { profilesPageTitlesCatalogue } from './page-titles';
