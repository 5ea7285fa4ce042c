import type { SectionPanel } from '@facet/platform-web-kit';
import { accountSessionsMessages as messages } from './account-sessions-messages';
import { AccountSessionsPanel } from './AccountSessionsPanel';

/** Where the person is signed in, a tab of /account (`?tab=sessions`). */
export const accountSessionsAccountTab: SectionPanel = {
  id: 'sessions',
  title: messages.accountTabTitle,
  Panel: AccountSessionsPanel,
};
