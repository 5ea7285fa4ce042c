import { Tab, TabList, TabPanel, Tabs } from '@facet/design-system';
import type { Key, ReactNode } from 'react';

export interface Section {
  /** Also the `?tab=` value of the address. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface SectionTabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  sections: readonly Section[];
  /** Without one, the first section shows. */
  selectedSection?: string | undefined;
  onSectionChange?: ((id: string) => void) | undefined;
}

/** A screen's sections as tabs, each panel holding one section's content. */
export function SectionTabs({
  label,
  sections,
  selectedSection,
  onSectionChange,
}: SectionTabsProps) {
  return (
    <Tabs
      selectedKey={selectedSection}
      onSelectionChange={(key: Key) => onSectionChange?.(String(key))}
    >
      <TabList aria-label={label} items={sections}>
        {(section) => <Tab id={section.id}>{section.title}</Tab>}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          {section.content}
        </TabPanel>
      ))}
    </Tabs>
  );
}
