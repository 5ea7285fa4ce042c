export { interviewGuidesCatalogue } from './messages';
export { interviewGuidesRoutes } from './routes';
export { guidePageCatalogues } from './guide-catalogue';
