import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { CompanyInfoTab } from './CompanyInfoTab';
import { EmployeesTab } from './EmployeesTab';
import { InvitationsTab } from './InvitationsTab';
import { companyMessages as messages } from './messages';
import { RemindersTab } from './RemindersTab';

/**
 * One section of /company-panel. Other features add theirs (Profiles, Groups) by passing
 * `[...companyPanelTabs, profilesTab, groupsTab]` to `companyRoutes` in the app's router.
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
}

export const companyPanelTabs: readonly CompanyPanelTab[] = [
  { id: 'info', title: messages.tabInfo, Panel: CompanyInfoTab },
  { id: 'employees', title: messages.tabEmployees, Panel: EmployeesTab },
  { id: 'invitations', title: messages.tabInvitations, Panel: InvitationsTab },
  { id: 'reminders', title: messages.tabReminders, Panel: RemindersTab },
];
