import type { Meta, StoryObj } from '@storybook/react-vite';
import { webhookTargetRefusals } from '@facet/webhooks-domain';
import { AddEndpointDialogView } from './AddEndpointDialogView';

const meta = {
  component: AddEndpointDialogView,
  args: {
    isOpen: true,
    onOpenChange: () => undefined,
    onSubmit: async () => true,
  },
} satisfies Meta<typeof AddEndpointDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Sending: Story = { args: { isSending: true } };
export const RefusedAddress422: Story = {
  args: { failure: { status: 422, code: webhookTargetRefusals.scheme.code } },
};
export const RefusedHostUnresolved: Story = {
  args: { failure: { status: 422, code: webhookTargetRefusals.unresolved.code } },
};
export const RefusedPrivateAddress: Story = {
  args: { failure: { status: 422, code: webhookTargetRefusals.notPublic.code } },
};
export const ServerError: Story = { args: { failure: { status: 500 } } };
