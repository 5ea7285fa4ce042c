import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfilesTableView } from './ProfilesTableView';
import { sampleProfiles } from '../../story-fixtures';

const meta = {
  component: ProfilesTableView,
  args: {
    profiles: sampleProfiles,
    page: 1,
    totalPages: 2,
    onPageChange: () => undefined,
    onRetry: () => undefined,
    onRemove: async () => undefined,
  },
} satisfies Meta<typeof ProfilesTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { profiles: [], isLoading: true } };
export const Empty: Story = { args: { profiles: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const ForAManager: Story = {};
export const ForAnAdmin: Story = { args: { canRemove: true } };
export const RemoveRefused: Story = { args: { canRemove: true, removeFailure: { status: 403 } } };
