import { Text } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SectionTabs } from './SectionTabs';

const meta = {
  title: 'Web kit/SectionTabs',
  component: SectionTabs,
  args: {
    label: 'Company panel',
    sections: [
      { id: 'employees', title: 'Employees', content: <Text>The employees table.</Text> },
      { id: 'groups', title: 'Groups', content: <Text>The groups table.</Text> },
    ],
    onSectionChange: fn(),
  },
} satisfies Meta<typeof SectionTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSection: Story = {};
export const ChosenSection: Story = { args: { selectedSection: 'groups' } };
