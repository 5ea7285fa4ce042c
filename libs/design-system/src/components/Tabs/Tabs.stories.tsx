import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const companyTabs = (
  <>
    <TabList aria-label="Company panel sections">
      <Tab id="info">Info</Tab>
      <Tab id="employees">Employees</Tab>
      <Tab id="invitations">Invitations</Tab>
      <Tab id="profiles">Profiles</Tab>
      <Tab id="groups">Groups</Tab>
    </TabList>
    <TabPanel id="info">
      <Text>Acme Ltd · 12 licences</Text>
    </TabPanel>
    <TabPanel id="employees">
      <Text>Employees of Acme Ltd.</Text>
    </TabPanel>
    <TabPanel id="invitations">
      <Text>Invitations sent.</Text>
    </TabPanel>
    <TabPanel id="profiles">
      <Text>Ideal ranges for positions.</Text>
    </TabPanel>
    <TabPanel id="groups">
      <Text>Groups of employees.</Text>
    </TabPanel>
  </>
);

export const FirstSelected: Story = { args: { children: companyTabs } };
export const OtherSelected: Story = {
  args: { children: companyTabs, defaultSelectedKey: 'invitations' },
};
export const WithDisabledTab: Story = {
  args: { children: companyTabs, disabledKeys: ['groups'] },
};
