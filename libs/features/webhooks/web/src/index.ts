import type { SectionPanel } from '@facet/platform-web-kit';
import { IntegrationsTab } from './IntegrationsTab';
import { webhooksMessages as messages } from './messages';

export { webhooksCatalogue } from './messages';

/** The "Integrations" tab of /company-panel (`?tab=integrations`), for company admins only. */
export const integrationsPanelTab: SectionPanel = {
  id: 'integrations',
  title: messages.tabIntegrations,
  Panel: IntegrationsTab,
  adminOnly: true,
};
