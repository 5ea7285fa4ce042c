import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupDetailView } from './GroupDetailView';
import {
  sampleEmployees,
  sampleGroups,
  sampleMembers,
  sampleProfileOptions,
} from './story-fixtures';

const meta = {
  component: GroupDetailView,
  args: {
    group: sampleGroups[0],
    members: sampleMembers,
    profiles: sampleProfileOptions,
    employees: sampleEmployees,
    licences: { wouldGrant: 1, wouldGrantFinished: 0, wouldWithdraw: 1 },
    freeLicences: 12,
    teamViewHref: '/company-panel/group/1/team',
    page: 1,
    totalPages: 1,
    onPageChange: () => undefined,
    onSaveGroup: async () => true,
    onAddMembers: async () => ({ group_id: 1, added: [], rejected: [] }),
    onRemoveMember: async () => undefined,
    onUpdateLicence: async () => undefined,
  },
} satisfies Meta<typeof GroupDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { group: undefined, isLoading: true } };
export const NotFound: Story = { args: { group: undefined, loadFailure: { status: 404 } } };
export const WithMembers: Story = { parameters: { screenState: 'success' } };
export const WithoutProfileOrMembers: Story = {
  parameters: { screenState: 'empty' },
  args: { group: sampleGroups[1], members: [] },
};
export const LoadError: Story = { args: { group: undefined, loadFailure: { status: 500 } } };
/** The back office's group page: its links stay under the company's page. */
export const InBackOffice: Story = { args: { panelPath: '/admin/dashboard/company/1' } };
export const NotInGroup: Story = { args: { actionFailure: { status: 400 } } };
export const UserMissing: Story = { args: { actionFailure: { status: 404 } } };
export const NameInUse: Story = { args: { actionFailure: { status: 409 } } };
export const NoLicencesLeft: Story = { args: { actionFailure: { status: 402 } } };
/**
 * On a phone: the members and "add members" open, the group's settings (name, profile,
 * licences) folded behind one toggle, so the page stays within a few screens (D71).
 */
export const SettingsFoldedOnAPhone: Story = {
  globals: phoneGlobals,
  parameters: { viewport: phoneViewport },
};
