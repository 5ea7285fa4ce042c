import type { LoaderFunction, RouteObject } from 'react-router';

export interface ContactRouteOptions {
  /** The session feature's administrator guard, for /admin/contact/{id}. */
  requireAdmin?: LoaderFunction;
}

/** The contact pages, each its own chunk. */
export function contactRoutes({ requireAdmin }: ContactRouteOptions = {}): RouteObject[] {
  return [
    {
      path: 'contact',
      lazy: async () => ({ Component: (await import('./ContactPage')).ContactPage }),
    },
    {
      path: 'admin/contact/:id',
      loader: requireAdmin,
      lazy: async () => ({ Component: (await import('./ContactDetailPage')).ContactDetailPage }),
    },
  ];
}
