import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreateCompanyDialogView } from './CreateCompanyDialogView';

const meta = {
  component: CreateCompanyDialogView,
  args: { isOpen: true, onOpenChange: () => undefined, onSubmit: async () => true },
} satisfies Meta<typeof CreateCompanyDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Sending: Story = { args: { isSending: true } };
export const AdminMissing: Story = { args: { failure: { status: 404 } } };
export const NameOrEmailInUse: Story = { args: { failure: { status: 409 } } };
export const AdminTaken: Story = { args: { failure: { status: 422 } } };
