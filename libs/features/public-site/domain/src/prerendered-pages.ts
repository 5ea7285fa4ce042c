import { legalPagePaths } from './legal-page-paths';

/** The public pages a visitor reads first: the landing, about and the legal pages. */
export const publicPagePaths: readonly string[] = [
  '/',
  '/about',
  ...legalPagePaths.map((path) => `/${path}`),
];

/**
 * The pages the web build prerenders as HTML in every language, which the API sends for these
 * addresses: the public pages, and the sign-in form, the first page of every returning visit,
 * so it is drawn before any script has run (issue 41).
 */
export const prerenderedPagePaths: readonly string[] = [...publicPagePaths, '/login'];

/** Where the HTML of a prerendered page in a language lies inside the web build. */
export function prerenderedPageFile(language: string, path: string): string {
  return `prerendered/${language}${path === '/' ? '/index' : path}.html`;
}
