import { appCatalogues } from '@facet/platform-i18n';
import { publicSiteRoutes, RouteErrorView } from '@facet/public-site-web';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';

const rootRouteId = 'root';

/** What the entry chunk knows: the shared layout and the public pages. */
export const publicRoutes: RouteObject[] = [
  {
    id: rootRouteId,
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorView />,
    children: publicSiteRoutes,
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
 * The app's router. An address the public routes do not know (only the not-found route matches)
 * makes React Router ask `patchRoutesOnNavigation`, which adds the signed-in areas; the landing
 * and about pages never load them. Patching twice is harmless: React Router skips a route it
 * already has.
 */
export const appRouter = createBrowserRouter(publicRoutes, {
  async patchRoutesOnNavigation({ patch }) {
    patch(rootRouteId, await loadSignedInAreas());
  },
});
