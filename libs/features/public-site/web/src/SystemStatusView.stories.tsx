import type { Meta, StoryObj } from '@storybook/react-vite';
import { SystemStatusView } from './SystemStatusView';

const meta = {
  title: 'Public site/SystemStatusView',
  component: SystemStatusView,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof SystemStatusView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Checking: Story = { args: { api: 'checking', database: 'checking' } };
export const Operational: Story = {
  args: { api: 'operational', database: 'operational', version: '0.1.0' },
};
export const DatabaseDown: Story = {
  args: { api: 'operational', database: 'unavailable', version: '0.1.0' },
};
export const ApiUnreachable: Story = { args: { api: 'unavailable', database: 'unavailable' } };
