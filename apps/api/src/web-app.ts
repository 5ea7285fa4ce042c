import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { acceptedLanguages, detectLanguage } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import {
  clientRoutesFile,
  matchesClientRoute,
  prerenderedPageFile,
  prerenderedPagePaths,
  robotsTxt,
  sitemapXml,
} from '@facet/public-site-domain';
import Boom from '@hapi/boom';
import type { Plugin, Request } from '@hapi/hapi';
import inert from '@hapi/inert';

function isFileInside(root: string, relativePath: string): boolean {
  const path = resolve(root, relativePath);
  if (!path.startsWith(root + sep)) return false;
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // ENOTDIR, ENAMETOOLONG and the like: a path that names no file, e.g. `/index.html/x`.
    return false;
  }
}

/**
 * The language a prerendered page is sent in: the browser's own detection order (query string,
 * cookie, then its languages), less what only the browser can read (local storage).
 */
function pageLanguage(request: Request): Language {
  const header = (name: string): string | undefined => {
    const value: unknown = request.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return detectLanguage({
    queryString: request.url.search,
    cookie: header('cookie'),
    browserLanguages: acceptedLanguages(header('accept-language')),
  });
}

/**
 * The path patterns the web build's router knows, or undefined for a build without the list
 * (then every page path gets the app, as a single-page fallback always did).
 */
function readClientRoutes(root: string): readonly string[] | undefined {
  if (!isFileInside(root, clientRoutesFile)) return undefined;
  const patterns: unknown = JSON.parse(readFileSync(resolve(root, clientRoutesFile), 'utf8'));
  return Array.isArray(patterns) ? patterns.filter((pattern) => typeof pattern === 'string') : [];
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the web build's page (the theme script
 * that must run before the first paint), read from the built index.html, from which every
 * prerendered page is made: the build is the one source of what runs inline. None without a build.
 */
export function inlineScriptHashesOf(distDirectory: string): string[] {
  const root = resolve(distDirectory);
  if (!isFileInside(root, 'index.html')) return [];
  const page = readFileSync(resolve(root, 'index.html'), 'utf8');
  return [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) =>
      `'sha256-${createHash('sha256')
        .update(script ?? '')
        .digest('base64')}'`,
  );
}

export interface WebAppOptions {
  distDirectory: string;
  /** The address people reach the product at, for the sitemap's absolute links. */
  publicUrl: string;
}

/**
 * Serves the built web app with a single-page fallback, so one process on one port is the whole
 * product. Unknown `/api` paths stay JSON 404s instead of falling back to the page; a page path
 * no client route takes gets the app (its not-found page) with a 404 for crawlers and monitors.
 */
export const webAppPlugin: Plugin<WebAppOptions> = {
  name: 'facet-web-app',
  async register(server, options) {
    const root = resolve(options.distDirectory);
    await server.register(inert);
    // Public files and pages, the same for everyone: a cache may keep them if it asks again
    // first. Everything else answers no-store (createHttpServer).
    const publicCache = { otherwise: 'no-cache' };
    server.route([
      {
        method: 'GET',
        path: '/robots.txt',
        options: { auth: false, cache: publicCache },
        handler: (_request, h) =>
          h.response(robotsTxt(options.publicUrl)).type('text/plain; charset=utf-8'),
      },
      {
        method: 'GET',
        path: '/sitemap.xml',
        options: { auth: false, cache: publicCache },
        handler: (_request, h) =>
          h.response(sitemapXml(options.publicUrl)).type('application/xml; charset=utf-8'),
      },
    ]);
    server.route({
      // Listed, not '*': a method-specific page route would otherwise win over a wildcard one.
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      path: '/api/{path*}',
      options: { auth: false },
      handler: () => {
        throw Boom.notFound('There is no such API call.');
      },
    });
    if (!isFileInside(root, 'index.html')) {
      server.log(['warn'], `No web build in ${root}: only the API is served`);
      return;
    }
    const clientRoutes = readClientRoutes(root);
    server.route({
      method: 'GET',
      path: '/{path*}',
      options: {
        auth: false,
        cache: publicCache,
        files: { relativeTo: root },
      },
      handler: (request, h) => {
        const wanted = typeof request.params.path === 'string' ? request.params.path : '';
        // Source maps give anyone the original source: they stay on the server for the
        // error-reporting service and are never sent (docs/decisions.md).
        if (extname(resolve(root, wanted)).toLowerCase() === '.map') throw Boom.notFound();
        const pagePath = `/${wanted.replace(/\/$/, '')}`;
        // Only the prerendered pages' addresses pay for choosing a language; assets go straight on.
        if (prerenderedPagePaths.includes(pagePath)) {
          const language = pageLanguage(request);
          const prerendered = prerenderedPageFile(language, pagePath);
          if (isFileInside(root, prerendered)) {
            // The HTML depends on the language, chosen from the query string (part of the URL),
            // the cookie and Accept-Language; the page's scripts and styles may change on deploy.
            return h
              .file(prerendered, { confine: root })
              .header('cache-control', 'no-cache')
              .header('content-language', language)
              .vary('cookie')
              .vary('accept-language');
          }
        }
        if (!isFileInside(root, wanted)) {
          const isKnownPage = !clientRoutes || matchesClientRoute(clientRoutes, pagePath);
          return h
            .file('index.html', { confine: root })
            .header('cache-control', 'no-cache')
            .code(isKnownPage ? 200 : 404);
        }
        const response = h.file(wanted, { confine: root });
        // Vite names assets by content hash, so they never change under the same name.
        return wanted.startsWith('assets/')
          ? response.header('cache-control', 'public, max-age=31536000, immutable')
          : response;
      },
    });
  },
};
