export { hiringCatalogue } from './messages';
export { hiringRoutes, positionsPanelTab } from './routes';
export type { PositionChoice, PositionChoiceHooks } from './position-choices';
