import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

/**
 * Tabs switch between views of one thing (a company's info, employees, invitations). Arrow keys
 * move between tabs; Tab moves into the panel. Use `selectedKey` with the route for deep links.
 */
export function Tabs(props: Omit<RACTabsProps, 'className' | 'style'>) {
  return <RACTabs {...props} className={tabs} />;
}

export type TabListProps<Item extends object> = Omit<
  RACTabListProps<Item>,
  'className' | 'style'
> & {
  /** Names the set of tabs for screen readers ("Company panel sections"). */
  'aria-label': string;
};

export function TabList<Item extends object>(props: TabListProps<Item>) {
  return <RACTabList {...props} className={tabList} />;
}

export function Tab(props: Omit<RACTabProps, 'className' | 'style'>) {
  return <RACTab {...props} className={tab} />;
}

export function TabPanel(props: Omit<RACTabPanelProps, 'className' | 'style'>) {
  return <RACTabPanel {...props} className={tabPanel} />;
}
