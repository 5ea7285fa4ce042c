import { Button, Heading, Inline, Stack } from '@facet/design-system';
import { SectionTabs, type Section } from '@facet/platform-web-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { adminMessages as messages } from '../../messages';

export interface AdminDashboardViewProps {
  sections: readonly Section[];
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
      <SectionTabs
        label={intl.formatMessage(messages.tabsLabel)}
        sections={sections}
        selectedSection={selectedSection}
        onSectionChange={onSectionChange}
      />
      {dialogs}
    </Stack>
  );
}
