export { hiringCatalogue } from './messages';
export { hiringRoutes } from './routes';
export {
  hiringApplicationsCatalogue,
  hiringApplicationsMessages,
} from './my-applications-messages';
export { myApplicationsAccountTab } from './screens/my-applications/my-applications-tab';
