import type { SectionPanel } from '@facet/platform-web-kit';
import { hiringApplicationsMessages as messages } from '../../my-applications-messages';
import { MyApplicationsPanel } from './MyApplicationsPanel';

/** The person's applications with every company, a tab of /account (`?tab=applications`). */
export const myApplicationsAccountTab: SectionPanel = {
  id: 'applications',
  title: messages.accountTabTitle,
  Panel: MyApplicationsPanel,
};
