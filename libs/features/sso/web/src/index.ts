import type { SectionPanel } from '@facet/platform-web-kit';
import { ssoMessages as messages } from './messages';
import { SsoSettingsTab } from './screens/settings/SsoSettingsTab';

export { ssoCatalogue } from './messages';
export { ssoRoutes } from './routes';
export type { SsoRouteOptions } from './sso-route-options';

/** The "Single sign-on" tab of /company-panel (`?tab=sso`), for company admins only. */
export const ssoPanelTab: SectionPanel = {
  id: 'sso',
  title: messages.tabTitle,
  Panel: SsoSettingsTab,
  adminOnly: true,
};
