import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../Box/Box';
import { Container, containerWidths } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  args: {
    width: 'medium',
    children: (
      <Box background="neutralSoft" padding="large">
        Content up to the container width, centred, with gutters.
      </Box>
    ),
  },
  argTypes: { width: { control: 'inline-radio', options: containerWidths } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { width: 'small' } };
export const Medium: Story = {};
export const Large: Story = { args: { width: 'large' } };
