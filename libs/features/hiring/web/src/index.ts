export { applicantHiring } from './applicant-hiring';
export { hiringCatalogue } from './messages';
export { hiringRoutes, positionsPanelTab } from './routes';
export type { EnterAsUser, HiringRouteOptions } from './session-entry';
export type { PositionChoice, PositionChoiceHooks } from './position-choices';
export {
  hiringApplicationsCatalogue,
  hiringApplicationsMessages,
} from './my-applications-messages';
export { myApplicationsAccountTab } from './screens/my-applications/my-applications-tab';
export { useOpenPositionChoices } from './open-position-choices';
