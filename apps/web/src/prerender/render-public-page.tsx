import { appCatalogues } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import { routeDocumentTitle } from '@facet/platform-web-kit';
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/App';
import { publicRoutes } from '../app/router';
import { routePatternsOf } from '../app/route-patterns';

/**
 * The markup and the `<title>` element the app renders for `path` in `language` before anyone
 * has visited: no stored theme, consent or session (see useIsBrowserRender). A first pass loads
 * every lazy part of the page (the header's pickers, the page's route); the second renders them
 * all in place. Left to one pass, React would stream them in later with inline scripts, which
 * the CSP forbids.
 */
export async function renderPublicPage(
  path: string,
  language: Language,
): Promise<{ html: string; titleElement: string }> {
  const handler = createStaticHandler(publicRoutes);
  const context = await handler.query(new Request(new URL(path, 'http://facet.invalid')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <AppProviders language={language} prerendered>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  await prerenderToNodeStream(page);
  const intl = createIntl({ locale: language, messages: appCatalogues.getMessages()[language] });
  const title = routeDocumentTitle(
    context.matches.map((match): unknown => match.route.handle),
    intl,
  );
  return { html: renderToString(page), titleElement: renderToString(<title>{title}</title>) };
}

/** Every page pattern of the app's router, for the server's 404 on addresses no page has. */
export async function clientRoutePatterns(): Promise<string[]> {
  const { areaRoutes } = await import('../app/signed-in-areas');
  return routePatternsOf([...publicRoutes, { path: '/', children: areaRoutes }]);
}

export { languages } from '@facet/platform-kernel';
export {
  clientRoutesFile,
  prerenderedPageFile,
  prerenderedPagePaths,
} from '@facet/public-site-domain';
