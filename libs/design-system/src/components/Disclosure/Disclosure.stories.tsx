import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    preview: <Text>Anxiety: 21 of 32, high.</Text>,
    children: (
      <Text tone="secondary">
        You tend to worry about things that might go wrong and may feel tense before important
        events.
      </Text>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };
export const CustomLabels: Story = {
  args: { expandLabel: 'Show all facets', collapseLabel: 'Show fewer facets' },
};
