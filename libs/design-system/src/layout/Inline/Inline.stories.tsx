import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../components/Button/Button';
import { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    space: 'small',
    children: ['Info', 'Employees', 'Invitations', 'Profiles', 'Groups'].map((label) => (
      <Button key={label} variant="secondary">
        {label}
      </Button>
    )),
  },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: inlineVerticalAlignments },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wrapping: Story = {};
export const AlignedRight: Story = { args: { align: 'right' } };
export const ResponsiveAlignment: Story = { args: { align: { mobile: 'center', tablet: 'left' } } };
