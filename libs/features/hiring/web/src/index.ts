export { hiringCatalogue } from './messages';
export { hiringRoutes, positionsPanelTab } from './routes';
export type { EnterAsUser, HiringRouteOptions } from './session-entry';
export type { PositionChoice, PositionChoiceHooks } from './position-choices';
