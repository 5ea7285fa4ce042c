import type { Meta, StoryObj } from '@storybook/react-vite';
import { SendMailDialogView } from './SendMailDialogView';

const meta = {
  component: SendMailDialogView,
  args: { isOpen: true, onOpenChange: () => undefined, onSubmit: async () => true },
} satisfies Meta<typeof SendMailDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Sending: Story = { args: { isSending: true } };
export const Failed: Story = { args: { failure: { status: 500 } } };
