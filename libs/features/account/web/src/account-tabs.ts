import { ResultsTable } from '@facet/assessment-web';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { ArsulipoRequestsPlaceholder } from './ArsulipoRequestsPlaceholder';
import { accountMessages as messages } from './messages';

/**
 * The tabs of /account; the app can replace a panel through `accountRoutes({ panels })` and add
 * other features' tabs through `accountRoutes({ tabs })`.
 */
export type AccountTabId = 'results' | 'arsulipo';

export interface AccountTab {
  /** Also the `?tab=` value of the address. */
  id: string;
  title: MessageDescriptor;
  Panel: ComponentType;
}

export const accountTabs: readonly (AccountTab & { id: AccountTabId })[] = [
  { id: 'results', title: messages.tabResults, Panel: ResultsTable },
  { id: 'arsulipo', title: messages.tabArsulipo, Panel: ArsulipoRequestsPlaceholder },
];
