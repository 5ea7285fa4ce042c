import type { LoaderFunction, RouteObject } from 'react-router';

/** The hiring page, its own chunk, behind the signed-in user guard. */
export function hiringRoutes({
  requireUser,
}: { requireUser?: LoaderFunction } = {}): RouteObject[] {
  return [
    {
      path: 'hiring',
      loader: requireUser,
      lazy: async () => ({ Component: (await import('./screens/hiring/HiringPage')).HiringPage }),
    },
  ];
}
