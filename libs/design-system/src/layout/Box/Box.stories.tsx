import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: { mobile: 'medium', desktop: 'xlarge' },
    background: 'surface',
    borderRadius: 'medium',
    boxShadow: 'small',
    children: 'Padding grows from medium on mobile to xlarge on desktop.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResponsivePadding: Story = {};
export const SoftBackground: Story = { args: { background: 'neutralSoft', boxShadow: undefined } };
export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Summary', children: 'A section element.' },
};
