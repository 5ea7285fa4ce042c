import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveriesDialogView } from './DeliveriesDialogView';
import { sampleDeliveries } from './story-fixtures';

const meta = {
  component: DeliveriesDialogView,
  args: {
    endpointUrl: 'https://ats.example.com/webhooks/personality',
    deliveries: sampleDeliveries,
    page: 1,
    totalPages: 1,
    onPageChange: () => undefined,
    onRetry: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof DeliveriesDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { deliveries: [], isLoading: true } };
export const Empty: Story = { args: { deliveries: [] } };
export const LoadError: Story = { args: { deliveries: [], loadFailed: true } };
export const Success: Story = {};
export const SeveralPages: Story = { args: { page: 2, totalPages: 4 } };
