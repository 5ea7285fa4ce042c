import { pageTitle } from '@facet/platform-web-kit';
import { contactMessages } from './messages';
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
      handle: pageTitle(contactMessages.formTitle),
      lazy: async () => ({ Component: (await import('./ContactPage')).ContactPage }),
    },
    {
      path: 'admin/contact/:id',
      handle: pageTitle(contactMessages.detailTitle),
      loader: requireAdmin,
      lazy: async () => ({ Component: (await import('./ContactDetailPage')).ContactDetailPage }),
    },
  ];
}
