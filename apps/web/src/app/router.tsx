import { publicSiteRoutes, RouteErrorView } from '@facet/public-site-web';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './AppLayout';

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorView />,
    children: publicSiteRoutes,
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
