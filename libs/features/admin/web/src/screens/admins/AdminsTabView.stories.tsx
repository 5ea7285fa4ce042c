import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminsTabView } from './AdminsTabView';
import { listDefaults, samplePlatformAdmins } from '../../story-fixtures';

const meta = {
  component: AdminsTabView,
  args: {
    ...listDefaults,
    rows: samplePlatformAdmins,
    onCreate: () => undefined,
    onToggleNotifications: () => undefined,
    onSendPasswordReset: () => undefined,
    onDelete: async () => undefined,
  },
} satisfies Meta<typeof AdminsTabView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { rows: [], isLoading: true } };
export const Empty: Story = { args: { rows: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const Success: Story = {};
export const DeleteRefusedOnlyAdmin: Story = { args: { actionFailure: { status: 409 } } };
export const NotFound: Story = { args: { actionFailure: { status: 404 } } };
/** The signed-in administrator's own row: Delete disabled, the reason beside it. */
export const OwnRowUndeletable: Story = {
  args: { signedInEmail: samplePlatformAdmins[0]?.email },
};
/** The only platform administrator: Delete disabled, the reason beside it. */
export const OnlyAdminUndeletable: Story = { args: { rows: samplePlatformAdmins.slice(0, 1) } };
