import type { CompanyPanelTab } from '@facet/company-web';
import { IntegrationsTab } from './IntegrationsTab';
import { webhooksMessages as messages } from './messages';

export { webhooksCatalogue } from './messages';

/** The "Integrations" tab of /company-panel (`?tab=integrations`), for company admins only. */
export const integrationsPanelTab: CompanyPanelTab = {
  id: 'integrations',
  title: messages.tabIntegrations,
  Panel: IntegrationsTab,
  adminOnly: true,
};
