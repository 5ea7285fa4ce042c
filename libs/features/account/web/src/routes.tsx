import { pageTitle, type SectionPanel } from '@facet/platform-web-kit';
import { accountPageTitles } from './page-titles';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { accountTabs, type AccountTabId } from './account-tabs';

export interface AccountRouteOptions {
  /**
   * Replaces a tab's panel, e.g. `{ arsulipo: ArsulipoRequestsTable }` once the data-rights
   * feature exports its requests table; a panel takes no props and loads its own page of rows.
   */
  panels?: Partial<Record<AccountTabId, ComponentType>>;
  /** Other features' tabs, after the account's own (e.g. who viewed the person's results). */
  tabs?: readonly SectionPanel[];
  /** The session feature's signed-in guard. */
  requireUser?: LoaderFunction;
}

/** /account, its own chunk (DESIGN §8), behind the app's user guard. */
export function accountRoutes({
  panels = {},
  tabs: addedTabs = [],
  requireUser,
}: AccountRouteOptions = {}): RouteObject[] {
  const tabs = [
    ...accountTabs.map((tab) => ({ ...tab, Panel: panels[tab.id] ?? tab.Panel })),
    ...addedTabs,
  ];
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
