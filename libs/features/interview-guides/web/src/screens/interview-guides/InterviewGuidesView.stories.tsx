import type { Meta, StoryObj } from '@storybook/react-vite';
import { InterviewGuidesView } from './InterviewGuidesView';

const meta = {
  component: InterviewGuidesView,
  args: { items: [], onRetry: () => {} },
} satisfies Meta<typeof InterviewGuidesView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = {};
export const Error: Story = { args: { loadFailed: true } };
export const Success: Story = {
  args: {
    items: [
      { id: 1, name: 'First' },
      { id: 2, name: 'Second' },
    ],
  },
};
