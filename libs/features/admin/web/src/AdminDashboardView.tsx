import { Button, Heading, Inline, Stack, Tab, TabList, TabPanel, Tabs } from '@facet/design-system';
import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { adminMessages as messages } from './messages';

export interface AdminDashboardSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AdminDashboardViewProps {
  sections: readonly AdminDashboardSection[];
  selectedSection?: string;
  onSectionChange?: (id: string) => void;
  onSendMail: () => void;
  /** Dialogs of the dashboard, rendered beside it. */
  dialogs?: ReactNode;
}

/** /admin/dashboard: title, send e-mail and the section tabs (spec/product.md §2). */
export function AdminDashboardView({
  sections,
  selectedSection,
  onSectionChange,
  onSendMail,
  dialogs,
}: AdminDashboardViewProps) {
  const intl = useIntl();
  return (
    <Stack space="large">
      <Inline space="medium" align="spaceBetween">
        <Heading level={1}>{intl.formatMessage(messages.dashboardTitle)}</Heading>
        <Button variant="secondary" onPress={onSendMail}>
          {intl.formatMessage(messages.sendMail)}
        </Button>
      </Inline>
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
      {dialogs}
    </Stack>
  );
}
