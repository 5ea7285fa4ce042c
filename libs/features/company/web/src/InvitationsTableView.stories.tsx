import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvitationsTableView } from './InvitationsTableView';
import { sampleInvitations } from './story-fixtures';

const meta = {
  component: InvitationsTableView,
  args: {
    invitations: sampleInvitations,
    page: 1,
    totalPages: 2,
    onPageChange: () => undefined,
    onCancel: async () => undefined,
    onSendReminder: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof InvitationsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { invitations: [], isLoading: true } };
export const Empty: Story = { args: { invitations: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const ForAManager: Story = {};
export const ForAnAdmin: Story = { args: { canCancel: true } };
export const CancelError: Story = { args: { canCancel: true, cancelFailure: { status: 500 } } };
export const SendingAReminder: Story = { args: { sendingReminderTo: 3 } };
export const ReminderRateLimited: Story = { args: { reminderFailure: { status: 429 } } };
export const ReminderError: Story = { args: { reminderFailure: { status: 500 } } };
