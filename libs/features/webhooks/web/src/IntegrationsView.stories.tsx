import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntegrationsView } from './IntegrationsView';
import { sampleEndpoints } from './story-fixtures';

const meta = {
  component: IntegrationsView,
  args: {
    endpoints: sampleEndpoints,
    onRetry: () => undefined,
    onAdd: () => undefined,
    onSendTest: () => undefined,
    onShowDeliveries: () => undefined,
    onRotateSecret: async () => undefined,
    onSetActive: async () => undefined,
    onDelete: async () => undefined,
  },
} satisfies Meta<typeof IntegrationsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { endpoints: [], isLoading: true } };
export const Empty: Story = { args: { endpoints: [] } };
export const LoadError: Story = { args: { endpoints: [], loadFailed: true } };
export const Success: Story = {};
export const SendingTest: Story = { args: { busyEndpointId: 1 } };
export const TestOfDisabledEndpoint409: Story = { args: { actionFailure: { status: 409 } } };
export const ActionFailed: Story = { args: { actionFailure: { status: 500 } } };

/** At 390 px each endpoint is a card whose buttons wrap. */
export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
