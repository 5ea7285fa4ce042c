import { Heading, Stack, Tab, TabList, TabPanel, Tabs } from '@facet/design-system';
import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages as messages } from './messages';

export interface AccountSection {
  /** Also the `?tab=` value of the address. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccountViewProps {
  /** The profile card (ProfileCardView, or its container). */
  profileCard: ReactNode;
  /** The change-password form of the session feature. */
  changePassword?: ReactNode;
  sections: readonly AccountSection[];
  selectedSection?: string;
  onSectionChange?: (id: string) => void;
}

/** /account's frame: title, profile card, change-password form and the Results/Arsulipo tabs. */
export function AccountView({
  profileCard,
  changePassword,
  sections,
  selectedSection,
  onSectionChange,
}: AccountViewProps) {
  const intl = useIntl();
  return (
    <Stack space="large">
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      {profileCard}
      <Tabs
        selectedKey={selectedSection}
        onSelectionChange={(key: Key) => onSectionChange?.(String(key))}
      >
        <TabList aria-label={intl.formatMessage(messages.tabsLabel)} items={sections}>
          {(section) => <Tab id={section.id}>{section.title}</Tab>}
        </TabList>
        {sections.map((section) => (
          <TabPanel key={section.id} id={section.id}>
            {section.content}
          </TabPanel>
        ))}
      </Tabs>
      {changePassword}
    </Stack>
  );
}
