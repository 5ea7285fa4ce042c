import type { SectionPanel } from '@facet/platform-web-kit';
import { companyMessages as messages } from '../../messages';
import { PeopleTab, type PeoplePipelineHooks } from './PeopleTab';

/**
 * The People section of the signed-in manager's panel (issue 41, D62): Employees and Invitations
 * as one pipeline. The app passes the profiles and groups features' hooks; the old sections'
 * addresses (`?tab=employees`, `?tab=invitations`) open it filtered.
 */
export function peoplePanelTab(hooks: PeoplePipelineHooks): SectionPanel {
  function PeoplePanel() {
    return <PeopleTab {...hooks} />;
  }
  return {
    id: 'people',
    title: messages.tabPeople,
    Panel: PeoplePanel,
    aliases: ['employees', 'invitations'],
  };
}
