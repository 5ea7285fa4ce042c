export { legalPagePaths, type LegalPagePath } from './legal-page-paths';
export { prerenderedPageFile, prerenderedPagePaths } from './prerendered-pages';
