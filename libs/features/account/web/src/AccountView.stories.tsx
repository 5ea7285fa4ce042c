import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountView } from './AccountView';
import { ProfileCardView } from './ProfileCardView';
import { sampleProfile } from './story-fixtures';

/** The tabs other features give the page (the data-rights requests table), as a stand-in. */
const sections = [
  { id: 'arsulipo', title: 'Data-rights requests', content: <p>The person's requests</p> },
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
/** A person with no company: nothing to show beyond the account itself. */
export const WithoutCompany: Story = {
  parameters: { screenState: 'empty' },
  args: {
    profileCard: (
      <ProfileCardView
        profile={{ ...sampleProfile, role: 'undefined', company: null, licenceState: 'undefined' }}
      />
    ),
  },
};
export const ProfileLoaded: Story = {
  parameters: { screenState: 'success' },
  args: { sections: [{ id: 'reads', title: 'Who viewed my results', content: <p>3 views</p> }] },
};
export const ProfileError: Story = {
  parameters: { screenState: 'error' },
  args: { profileCard: <ProfileCardView loadFailure={{ status: 500 }} /> },
};
