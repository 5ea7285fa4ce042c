import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Stack, stackAlignments } from './Stack';

const Placeholder = ({ label }: { label: string }) => (
  <Box background="neutralSoft" padding="small" borderRadius="small">
    {label}
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: { mobile: 'small', tablet: 'large' },
    children: ['First', 'Second', 'Third'].map((label) => (
      <Placeholder key={label} label={label} />
    )),
  },
  argTypes: { align: { control: 'inline-radio', options: stackAlignments } },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResponsiveSpace: Story = {};
export const Centred: Story = { args: { align: 'center' } };
export const AsList: Story = {
  args: {
    as: 'ul',
    children: ['Anxiety', 'Hostility', 'Depression'].map((facet) => <li key={facet}>{facet}</li>),
  },
};
