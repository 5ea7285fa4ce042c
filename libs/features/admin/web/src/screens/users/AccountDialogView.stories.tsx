import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountDialogView } from './AccountDialogView';

const meta = {
  component: AccountDialogView,
  args: { kind: 'user', isOpen: true, onOpenChange: () => undefined, onSubmit: async () => true },
} satisfies Meta<typeof AccountDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CreateUser: Story = {};
export const CreateAdmin: Story = { args: { kind: 'admin' } };
export const Sending: Story = { args: { isSending: true } };
export const EmailInUse: Story = { args: { failure: { status: 409 } } };
export const Failed: Story = { args: { failure: { status: 500 } } };
