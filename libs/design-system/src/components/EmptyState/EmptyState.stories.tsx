import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No groups yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithDescription: Story = {
  args: { description: 'Groups let you compare the results of a team with a profile.' },
};
export const WithAction: Story = {
  args: {
    description: 'Groups let you compare the results of a team with a profile.',
    action: <Button>Create group</Button>,
  },
};
