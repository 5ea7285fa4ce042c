import type { Meta, StoryObj } from '@storybook/react-vite';
import { SystemStatusView } from './SystemStatusView';

const meta = {
  title: 'Public site/SystemStatusView',
  component: SystemStatusView,
  parameters: {
    screenStates: { empty: 'the status always lists both the API and the database' },
  },
  args: { onRetry: () => undefined },
} satisfies Meta<typeof SystemStatusView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  parameters: { screenState: 'loading' },
  args: { api: 'checking', database: 'checking' },
};
export const Operational: Story = {
  parameters: { screenState: 'success' },
  args: { api: 'operational', database: 'operational', version: '0.1.0' },
};
export const DatabaseDown: Story = {
  args: { api: 'operational', database: 'unavailable', version: '0.1.0' },
};
export const ApiUnreachable: Story = {
  parameters: { screenState: 'error' },
  args: { api: 'unavailable', database: 'unavailable' },
};
