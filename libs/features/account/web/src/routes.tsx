import { pageTitle, type SectionPanel } from '@facet/platform-web-kit';
import { accountPageTitles } from './page-titles';
import type { LoaderFunction, RouteObject } from 'react-router';

export interface AccountRouteOptions {
  /**
   * The page's tabs, each another feature's (the person's data-rights requests, who viewed the
   * person's results), in the order shown; the first is open unless `?tab=` names another.
   */
  tabs: readonly SectionPanel[];
  /** The session feature's signed-in guard. */
  requireUser?: LoaderFunction;
}

/** /account, its own chunk (DESIGN §8), behind the app's user guard. */
export function accountRoutes({ tabs, requireUser }: AccountRouteOptions): RouteObject[] {
  return [
    {
      path: 'account',
      handle: pageTitle(accountPageTitles.account),
      loader: requireUser,
      lazy: async () => {
        const { AccountPage } = await import('./AccountPage');
        return { Component: () => <AccountPage tabs={tabs} /> };
      },
    },
  ];
}
