export { interviewGuidesCatalogue } from './messages';
export { interviewGuidesRoutes } from './routes';
