import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteDialogView } from './InviteDialogView';

const meta = {
  component: InviteDialogView,
  args: {
    isOpen: true,
    onOpenChange: () => undefined,
    onSubmit: async () => true,
    mayInviteAdmins: true,
    initialGuest: 'new.person@example.com',
    initialRole: 'employee',
  },
} satisfies Meta<typeof InviteDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { initialGuest: '', initialRole: undefined } };
export const Filled: Story = {};
export const ForAManager: Story = { args: { mayInviteAdmins: false } };
export const Sending: Story = { args: { isSending: true } };
export const PendingInvitation400: Story = { args: { failure: { status: 400 } } };
export const NoLicences402: Story = { args: { failure: { status: 402 } } };
export const AdministersAnotherCompany403: Story = { args: { failure: { status: 403 } } };
export const AlreadyInCompany409: Story = { args: { failure: { status: 409 } } };
export const PendingElsewhere423: Story = { args: { failure: { status: 423 } } };
export const InvitedRecently429: Story = { args: { failure: { status: 429 } } };
export const ServerError: Story = { args: { failure: { status: 500 } } };

const openPositions = [
  { id: 7, name: 'Data analyst', placesLeft: 12 },
  { id: 9, name: 'Support lead', placesLeft: 1 },
];

/** The company has open positions: the invitation may name one (D95). */
export const WithPositions: Story = { args: { positions: openPositions } };
export const PositionClosed409: Story = {
  args: {
    positions: openPositions,
    failure: { status: 409, code: 'company.invitation_position_closed' },
  },
};
export const PositionFull409: Story = {
  args: {
    positions: openPositions,
    failure: { status: 409, code: 'company.invitation_position_full' },
  },
};
