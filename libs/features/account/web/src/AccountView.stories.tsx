import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArsulipoRequestsPlaceholder } from './ArsulipoRequestsPlaceholder';
import { AccountView } from './AccountView';
import { ProfileCardView } from './ProfileCardView';
import { sampleProfile } from './story-fixtures';

const sections = [
  { id: 'arsulipo', title: 'Data-rights requests', content: <ArsulipoRequestsPlaceholder /> },
];

const meta = {
  component: AccountView,
  args: {
    profileCard: <ProfileCardView profile={sampleProfile} />,
    sections,
    selectedSection: 'arsulipo',
  },
} satisfies Meta<typeof AccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { profileCard: <ProfileCardView isLoading /> } };
export const NoDataRightsRequests: Story = { parameters: { screenState: 'empty' } };
export const ProfileLoaded: Story = {
  parameters: { screenState: 'success' },
  args: { sections: [{ id: 'reads', title: 'Who viewed my results', content: <p>3 views</p> }] },
};
export const ProfileError: Story = {
  parameters: { screenState: 'error' },
  args: { profileCard: <ProfileCardView loadFailure={{ status: 500 }} /> },
};
