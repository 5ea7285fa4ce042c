import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { CompanyInfoTab } from '../company-info/CompanyInfoTab';
import { companyMessages as messages } from '../../messages';
import { RemindersTab } from '../reminders/RemindersTab';

/**
 * One section of /company-panel. Other features add theirs (Profiles, Groups) by passing
 * `[...companyPanelTabsWith(peopleTab), profilesTab, groupsTab]` to `companyRoutes` in the app's
 * router.
 */
export interface CompanyPanelTab {
  /** Also the `?tab=` value of the address. */
  id: string;
  title: MessageDescriptor;
  Panel: ComponentType;
  /**
   * Shown only to the company's administrators (and the back office): the audit trail and the
   * integrations are theirs to read and change.
   */
  adminOnly?: boolean;
  /** Other `?tab=` values that open this section (the addresses of sections it replaced). */
  aliases?: readonly string[];
}

const infoTab: CompanyPanelTab = { id: 'info', title: messages.tabInfo, Panel: CompanyInfoTab };
const remindersTab: CompanyPanelTab = {
  id: 'reminders',
  title: messages.tabReminders,
  Panel: RemindersTab,
};

/**
 * The company's own sections, with the People pipeline (`peoplePanelTab`) after Info: the
 * signed-in manager's panel and the back office's page of a company (D62, D71).
 */
export function companyPanelTabsWith(people: CompanyPanelTab): readonly CompanyPanelTab[] {
  return [infoTab, people, remindersTab];
}
