import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCardView } from './ProfileCardView';
import { sampleProfile, sampleProfileWithoutCompany } from './story-fixtures';

const meta = {
  component: ProfileCardView,
  args: {
    onSaveName: async () => true,
    onRetry: () => undefined,
    onLeave: async () => undefined,
    onLeaveDialogOpenChange: () => undefined,
  },
} satisfies Meta<typeof ProfileCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const Loaded: Story = { args: { profile: sampleProfile } };
export const LicenceInProgress: Story = {
  args: { profile: { ...sampleProfile, licenceState: 'inProgress' } },
};
/** After finishing the assessment the licence state is "no": it reads as used. */
export const LicenceUsed: Story = {
  args: { profile: { ...sampleProfile, licenceState: 'no' }, hasFinishedAssessment: true },
};
export const WithoutCompany: Story = { args: { profile: sampleProfileWithoutCompany } };
export const Editing: Story = {
  args: { profile: sampleProfile, initialEdit: { name: 'Erin Employee' } },
};
export const EditingWithErrors: Story = {
  args: { profile: sampleProfile, initialEdit: { name: 'Erin 2', showErrors: true } },
};
export const EditingTooLong: Story = {
  args: { profile: sampleProfile, initialEdit: { name: 'E'.repeat(46), showErrors: true } },
};
export const SaveError: Story = {
  args: {
    profile: sampleProfile,
    initialEdit: { name: 'Erin Smith' },
    saveFailure: { status: 500 },
  },
};
export const LeaveConfirm: Story = { args: { profile: sampleProfile, isLeaveDialogOpen: true } };
export const LeaveNotAMember: Story = {
  args: { profile: sampleProfile, isLeaveDialogOpen: true, leaveFailure: { status: 400 } },
};
export const LeaveSoleAdministrator: Story = {
  args: {
    profile: { ...sampleProfile, name: 'Alicia Owner', role: 'admin' },
    isLeaveDialogOpen: true,
    leaveFailure: { status: 409 },
  },
};
export const LeaveError: Story = {
  args: { profile: sampleProfile, isLeaveDialogOpen: true, leaveFailure: { status: 503 } },
};
