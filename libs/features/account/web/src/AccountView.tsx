import { Heading, Stack } from '@facet/design-system';
import { SectionTabs, type Section } from '@facet/platform-web-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { accountMessages as messages } from './messages';

export interface AccountViewProps {
  /** The profile card (ProfileCardView, or its container). */
  profileCard: ReactNode;
  /** The change-password form of the session feature. */
  changePassword?: ReactNode;
  sections: readonly Section[];
  selectedSection?: string;
  onSectionChange?: (id: string) => void;
}

/** /account's frame: title, profile card, change-password form and its tabs. */
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
      <SectionTabs
        label={intl.formatMessage(messages.tabsLabel)}
        sections={sections}
        selectedSection={selectedSection}
        onSectionChange={onSectionChange}
      />
      {changePassword}
    </Stack>
  );
}
