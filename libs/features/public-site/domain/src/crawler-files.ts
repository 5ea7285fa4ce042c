import { publicPagePaths } from './prerendered-pages';

/**
 * The file the web build writes beside index.html: every path pattern its router knows
 * (`/results/:id`), so the server can answer 404 for an address no page has.
 */
export const clientRoutesFile = 'client-routes.json';

/** Whether `path` is an address one of the router's patterns (`/company-panel/group/:id`) takes. */
export function matchesClientRoute(patterns: readonly string[], path: string): boolean {
  const segments = path.split('/').filter(Boolean);
  return patterns.some((pattern) => {
    const parts = pattern.split('/').filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => part.startsWith(':') || part === segments[index])
    );
  });
}

/** The areas behind a sign-in, which a crawler has no business asking for. */
const privatePathPrefixes = [
  '/api/',
  '/admin',
  '/company-panel',
  '/account',
  '/diagnostic',
  '/results',
  '/home',
];

/** The public pages a search engine should know: the prerendered public pages and the contact form. */
export const sitemapPaths: readonly string[] = [...publicPagePaths, '/contact'];

/**
 * A page's absolute address under the product's public address, keeping any base path it has
 * (string joining: this domain is isomorphic and its types know no `URL`).
 */
function absoluteAddress(path: string, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** /robots.txt: the public pages open to crawlers, the signed-in areas and the API closed. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePathPrefixes.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteAddress('/sitemap.xml', publicUrl)}`,
    '',
  ].join('\n');
}

/** /sitemap.xml: the public pages at the product's public address. */
export function sitemapXml(publicUrl: string): string {
  const urls = sitemapPaths
    .map((path) => `  <url><loc>${absoluteAddress(path, publicUrl)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
