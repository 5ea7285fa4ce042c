import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Column, Columns, collapseBreakpoints } from './Columns';

const Panel = ({ label }: { label: string }) => (
  <Box background="neutralSoft" padding="medium" borderRadius="small">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'large',
    collapseBelow: 'tablet',
    children: [
      <Column key="a" width="1/3">
        <Panel label="One third" />
      </Column>,
      <Column key="b">
        <Panel label="Fills the rest" />
      </Column>,
    ],
  },
  argTypes: { collapseBelow: { control: 'inline-radio', options: collapseBreakpoints } },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CollapsingBelowTablet: Story = {};
export const NeverCollapsing: Story = { args: { collapseBelow: undefined } };
export const Halves: Story = {
  args: {
    children: [
      <Column key="a" width="1/2">
        <Panel label="Half" />
      </Column>,
      <Column key="b" width="1/2">
        <Panel label="Half" />
      </Column>,
    ],
  },
};
