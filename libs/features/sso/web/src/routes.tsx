import { singleSignOnPaths } from '@facet/platform-kernel';
import { pageTitle } from '@facet/platform-web-kit';
import type { RouteObject } from 'react-router';
import { ssoMessages as messages } from './messages';
import type { SsoRouteOptions } from './sso-route-options';

const pathOf = (path: string) => path.slice(1);

/** The pages of a sign-in through the company's provider, each its own chunk, for anyone. */
export function ssoRoutes({ useEnterAsUser }: SsoRouteOptions): RouteObject[] {
  return [
    {
      path: pathOf(singleSignOnPaths.start),
      handle: pageTitle(messages.startTitle),
      lazy: async () => ({
        Component: (await import('./screens/start/SsoStartPage')).SsoStartPage,
      }),
    },
    {
      path: pathOf(singleSignOnPaths.signedIn),
      handle: pageTitle(messages.startTitle),
      lazy: async () => {
        const { SsoSignedInPage } = await import('./screens/signed-in/SsoSignedInPage');
        return { Component: () => <SsoSignedInPage useEnterAsUser={useEnterAsUser} /> };
      },
    },
    {
      path: pathOf(singleSignOnPaths.refused),
      handle: pageTitle(messages.refusedTitle),
      lazy: async () => ({
        Component: (await import('./screens/refused/SsoRefusedPage')).SsoRefusedPage,
      }),
    },
  ];
}
