export { accountCatalogue } from './messages';
export { accountRoutes, type AccountRouteOptions } from './routes';
export { AccountView, type AccountViewProps } from './AccountView';
export { ProfileCardView, type ProfileCardViewProps } from './ProfileCardView';
export { accountApi, useGetMeQuery } from './account-endpoints';
export { accountPageTitlesCatalogue } from './page-titles';
