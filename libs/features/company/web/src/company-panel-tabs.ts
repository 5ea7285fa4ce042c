import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { CompanyInfoTab } from './CompanyInfoTab';
import { EmployeesTab } from './EmployeesTab';
import { InvitationsTab } from './InvitationsTab';
import { companyMessages as messages } from './messages';
import { RemindersTab } from './RemindersTab';

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
 * The back office's sections of a company: its API has no people pipeline, so it keeps the
 * Employees and Invitations lists (docs/decisions.md D62).
 */
export const companyPanelTabs: readonly CompanyPanelTab[] = [
  infoTab,
  { id: 'employees', title: messages.tabEmployees, Panel: EmployeesTab },
  { id: 'invitations', title: messages.tabInvitations, Panel: InvitationsTab },
  remindersTab,
];

/** The signed-in manager's sections, with the People pipeline (`peoplePanelTab`) after Info. */
export function companyPanelTabsWith(people: CompanyPanelTab): readonly CompanyPanelTab[] {
  return [infoTab, people, remindersTab];
}
