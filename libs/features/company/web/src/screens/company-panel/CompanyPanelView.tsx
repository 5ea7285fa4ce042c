import { Button, Heading, Inline, Link, Stack } from '@facet/design-system';
import { SectionTabs, type Section } from '@facet/platform-web-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';

export interface CompanyPanelViewProps {
  /** The heading; the panel's own title unless the back office names the company. */
  title?: string;
  sections: readonly Section[];
  selectedSection?: string;
  onSectionChange?: (id: string) => void;
  onInvite?: () => void;
  /** The support link; the back office, which is the support, leaves it out. */
  showSupport?: boolean;
  /** Actions of the page that shows the panel, placed before invite (the back office's licences). */
  actions?: ReactNode;
  /** The invite dialog, rendered beside the panel. */
  dialogs?: ReactNode;
}

/** The company panel's frame: title, support and invite actions, and the section tabs. */
export function CompanyPanelView({
  title,
  sections,
  selectedSection,
  onSectionChange,
  onInvite,
  showSupport = true,
  actions,
  dialogs,
}: CompanyPanelViewProps) {
  const intl = useIntl();
  return (
    <Stack space="large">
      <Inline space="medium" align="spaceBetween">
        <Heading level={1}>{title ?? intl.formatMessage(messages.panelTitle)}</Heading>
        <Inline space="small">
          {showSupport && (
            <Link href="/contact" variant="secondary">
              {intl.formatMessage(messages.support)}
            </Link>
          )}
          {actions}
          {onInvite && (
            <Button onPress={onInvite}>{intl.formatMessage(messages.inviteButton)}</Button>
          )}
        </Inline>
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
