import type { SectionPanel } from '@facet/platform-web-kit';
import { CompanyAuditTrailTab } from './AuditTrailPanels';
import { auditTrailMessages as messages } from './messages';
import { ResultReadsSection } from './ResultReadsSection';

/** The "Audit trail" tab of /company-panel (`?tab=audit-trail`), for company admins only. */
export const auditTrailPanelTab: SectionPanel = {
  id: 'audit-trail',
  title: messages.tabTitle,
  Panel: CompanyAuditTrailTab,
  adminOnly: true,
};

/** "Who viewed my results", a tab of /account (`?tab=result-reads`). */
export const resultReadsAccountTab: SectionPanel = {
  id: 'result-reads',
  title: messages.readsTitle,
  Panel: ResultReadsSection,
};
