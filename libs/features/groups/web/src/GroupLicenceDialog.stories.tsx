import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupLicenceDialog } from './GroupLicenceDialog';

const meta = {
  component: GroupLicenceDialog,
  args: {
    isOpen: true,
    onOpenChange: () => undefined,
    state: 'yes',
    licences: { wouldGrant: 3, wouldGrantFinished: 0, wouldWithdraw: 1 },
    freeLicences: 12,
    onConfirm: async () => undefined,
  },
} satisfies Meta<typeof GroupLicenceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grant: Story = {};
/** The spec's rule grants members who already finished too; the dialog names them. */
export const GrantIncludingFinished: Story = {
  args: { licences: { wouldGrant: 3, wouldGrantFinished: 2, wouldWithdraw: 0 } },
};
export const GrantNothingToSpend: Story = {
  args: { licences: { wouldGrant: 0, wouldGrantFinished: 0, wouldWithdraw: 2 } },
};
export const Withdraw: Story = { args: { state: 'no' } };
