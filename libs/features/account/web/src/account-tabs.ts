import type { SectionPanel } from '@facet/platform-web-kit';
import { ArsulipoRequestsPlaceholder } from './ArsulipoRequestsPlaceholder';
import { accountMessages as messages } from './messages';

/**
 * The tabs of /account; the app can replace a panel through `accountRoutes({ panels })` and add
 * other features' tabs through `accountRoutes({ tabs })`. The person's results have their own
 * page, /results, so that the Results and Account links of the navigation lead to different pages.
 */
export type AccountTabId = 'arsulipo';

export const accountTabs: readonly (SectionPanel & { id: AccountTabId })[] = [
  { id: 'arsulipo', title: messages.tabArsulipo, Panel: ArsulipoRequestsPlaceholder },
];
