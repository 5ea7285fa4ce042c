import { legalPagePaths } from './legal-page-paths';

/**
 * The pages the web build prerenders as HTML in every language, the ones a visitor reads first:
 * the landing, about and the legal pages. The API sends that HTML for these addresses.
 */
export const prerenderedPagePaths: readonly string[] = [
  '/',
  '/about',
  ...legalPagePaths.map((path) => `/${path}`),
];

/** Where the HTML of a prerendered page in a language lies inside the web build. */
export function prerenderedPageFile(language: string, path: string): string {
  return `prerendered/${language}${path === '/' ? '/index' : path}.html`;
}
