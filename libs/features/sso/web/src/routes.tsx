import type { LoaderFunction, RouteObject } from 'react-router';

/** The sso page, its own chunk, behind the signed-in user guard. */
export function ssoRoutes({ requireUser }: { requireUser?: LoaderFunction } = {}): RouteObject[] {
  return [
    {
      path: 'sso',
      loader: requireUser,
      lazy: async () => ({ Component: (await import('./screens/sso/SsoPage')).SsoPage }),
    },
  ];
}
