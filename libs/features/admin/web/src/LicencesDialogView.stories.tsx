import type { Meta, StoryObj } from '@storybook/react-vite';
import { LicencesDialogView } from './LicencesDialogView';

const meta = {
  component: LicencesDialogView,
  args: {
    company: { name: 'Acme Demo', licences: 25 },
    isOpen: true,
    onOpenChange: () => undefined,
    onSubmit: async () => true,
  },
} satisfies Meta<typeof LicencesDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** The company's record has loaded: the licences granted and free beside the total. */
export const WithUsage: Story = { args: { usage: { granted: 4, available: 21 } } };
export const Sending: Story = { args: { isSending: true } };
export const Invalid: Story = { args: { failure: { status: 400, change: 'add' } } };
export const CompanyMissing: Story = { args: { failure: { status: 404, change: 'add' } } };
export const AboveMaximum: Story = { args: { failure: { status: 422, change: 'add' } } };
export const MoreThanHeld: Story = { args: { failure: { status: 422, change: 'revoke' } } };
