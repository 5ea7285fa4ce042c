import type { CompanyActing } from '@facet/platform-api-client';
import type { SectionPanel } from '@facet/platform-web-kit';
import { ssoMessages as messages } from './messages';
import { SsoSettingsTab } from './screens/settings/SsoSettingsTab';

/** The "Single sign-on" tab of /company-panel (`?tab=sso`), for company admins only. */
export const ssoPanelTab: SectionPanel = {
  id: 'sso',
  title: messages.tabTitle,
  Panel: SsoSettingsTab,
  adminOnly: true,
};

/**
 * The same tab on the back office's page of a company: `useActing` names the company the page
 * opened, and the calls go to /admin-companies/provider (D77).
 */
export function backOfficeSsoPanelTab(useActing: () => CompanyActing): SectionPanel {
  return {
    ...ssoPanelTab,
    Panel: function BackOfficeSsoSettings() {
      return <SsoSettingsTab acting={useActing()} />;
    },
  };
}
