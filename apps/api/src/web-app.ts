import { statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { acceptedLanguages, detectLanguage } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { prerenderedPageFile, prerenderedPagePaths } from '@facet/public-site-domain';
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
 * Serves the built web app with a single-page fallback, so one process on one port is the whole
 * product. Unknown `/api` paths stay JSON 404s instead of falling back to the page.
 */
export const webAppPlugin: Plugin<{ distDirectory: string }> = {
  name: 'facet-web-app',
  async register(server, options) {
    const root = resolve(options.distDirectory);
    await server.register(inert);
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
    server.route({
      method: 'GET',
      path: '/{path*}',
      options: {
        auth: false,
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
          return h.file('index.html', { confine: root }).header('cache-control', 'no-cache');
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
