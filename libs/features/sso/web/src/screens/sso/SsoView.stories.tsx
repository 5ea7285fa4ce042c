import type { Meta, StoryObj } from '@storybook/react-vite';
import { SsoView } from './SsoView';

const meta = {
  component: SsoView,
  args: { items: [], onRetry: () => {} },
} satisfies Meta<typeof SsoView>;
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
