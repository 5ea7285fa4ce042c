export { profilesCatalogue } from './messages';
export { profilesPanelTab, profilesRoutes } from './routes';
export {
  rankingGroupsPageSize,
  type RankingGroupsAnswer,
  type ResultRef,
} from './profiles-endpoints';
export { profilePagePath } from './ProfilesTableView';
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
export { ProfileCreatePage, ProfileDetailPage } from './ProfilePages';
export { EmployeeResultPage } from './EmployeeResultPage';
export { RankingPage } from './RankingPage';
export { ProfilesTableView } from './ProfilesTableView';
export { profilesPageTitlesCatalogue } from './page-titles';
