import { appCatalogues } from '@facet/platform-i18n';
import { publicSiteRoutes, RouteErrorView } from '@facet/public-site-web';
import { sessionRoutes } from '@facet/session-web';
import { createBrowserRouter, matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { AppLayout, AppLayoutFallback } from './AppLayout';

const rootRouteId = 'root';

/**
 * The sign-in and password pages, known from the start like the public pages: /login loads its
 * page, the store and the session's messages, never the signed-in areas (issue 41).
 */
const sessionFormArea: RouteObject = {
  id: 'session-forms',
  lazy: async () => {
    const { sessionFormCatalogues, StoreArea } = await import('./session-forms');
    appCatalogues.add(...sessionFormCatalogues);
    return { Component: StoreArea };
  },
  children: sessionRoutes,
};

/**
 * What the app knows before the signed-in areas load: the shared layout, the public pages and
 * the sign-in pages.
 */
export const publicRoutes: RouteObject[] = [
  {
    id: rootRouteId,
    path: '/',
    element: <AppLayout />,
    HydrateFallback: AppLayoutFallback,
    errorElement: <RouteErrorView />,
    children: [...publicSiteRoutes, sessionFormArea],
  },
];

let signedInAreas: Promise<RouteObject[]> | undefined;

/**
 * Loads the routes and messages of every page outside the public shell, once. Their catalogues
 * are registered before the routes exist, so a page never renders before its messages.
 */
function loadSignedInAreas(): Promise<RouteObject[]> {
  signedInAreas ??= import('./signed-in-areas').then(({ areaCatalogues, areaRoutes }) => {
    appCatalogues.add(...areaCatalogues);
    return areaRoutes;
  });
  return signedInAreas;
}

/**
 * Loads the lazy public routes this address matches (a legal page, about) into their route
 * objects, so the first render already holds the page: hydration then meets the prerendered
 * HTML, not an empty router waiting for a chunk.
 */
export async function loadMatchedPublicRoutes(pathname: string): Promise<void> {
  const lazyMatches = (matchRoutes(publicRoutes, pathname) ?? []).filter(
    ({ route }) => typeof route.lazy === 'function',
  );
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazyRoute = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await lazyRoute()), lazy: undefined });
    }),
  );
}

/**
 * The app's router, with the public routes this address needs already loaded. An address the
 * public routes do not know (only the not-found route matches) makes React Router ask
 * `patchRoutesOnNavigation`, which adds the signed-in areas; the landing and about pages never
 * load them. Patching twice is harmless: React Router skips a route it already has.
 */
export async function createAppRouter({
  prerendered,
}: {
  prerendered: boolean;
}): Promise<DataRouter> {
  await loadMatchedPublicRoutes(window.location.pathname);
  return createBrowserRouter(publicRoutes, {
    // A prerendered page is hydrated, not loaded: with hydration data, React Router leaves the
    // scroll where the visitor has put it meanwhile instead of sending them back to the top, which
    // also moved a link away from under a click in progress. The public pages have no loaders, so
    // there is no data to give.
    ...(prerendered && { hydrationData: {} }),
    async patchRoutesOnNavigation({ patch }) {
      patch(rootRouteId, await loadSignedInAreas());
    },
  });
}
