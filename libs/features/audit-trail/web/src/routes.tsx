import type { AccountTab } from '@facet/account-web';
import type { CompanyPanelTab } from '@facet/company-web';
import { CompanyAuditTrailTab } from './AuditTrailPanels';
import { auditTrailMessages as messages } from './messages';
import { ResultReadsSection } from './ResultReadsSection';

/** The "Audit trail" tab of /company-panel (`?tab=audit-trail`), for company admins only. */
export const auditTrailPanelTab: CompanyPanelTab = {
  id: 'audit-trail',
  title: messages.tabTitle,
  Panel: CompanyAuditTrailTab,
  adminOnly: true,
};

/** "Who viewed my results", a tab of /account (`?tab=result-reads`). */
export const resultReadsAccountTab: AccountTab = {
  id: 'result-reads',
  title: messages.readsTitle,
  Panel: ResultReadsSection,
};
