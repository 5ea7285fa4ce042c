import type { SectionPanel } from '@facet/platform-web-kit';
import { CompanyInfoTab } from '../company-info/CompanyInfoTab';
import { companyMessages as messages } from '../../messages';
import { RemindersTab } from '../reminders/RemindersTab';

const infoTab: SectionPanel = { id: 'info', title: messages.tabInfo, Panel: CompanyInfoTab };
const remindersTab: SectionPanel = {
  id: 'reminders',
  title: messages.tabReminders,
  Panel: RemindersTab,
};

/**
 * The company's own sections, with the People pipeline (`peoplePanelTab`) after Info: the
 * signed-in manager's panel and the back office's page of a company (D62, D71).
 */
export function companyPanelTabsWith(people: SectionPanel): readonly SectionPanel[] {
  return [infoTab, people, remindersTab];
}
