export { legalPagePaths, type LegalPagePath } from './legal-page-paths';
export { prerenderedPageFile, prerenderedPagePaths } from './prerendered-pages';
export {
  clientRoutesFile,
  matchesClientRoute,
  robotsTxt,
  sitemapPaths,
  sitemapXml,
} from './crawler-files';
