import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupsTableView } from './GroupsTableView';
import { sampleGroups, sampleProfileOptions } from './story-fixtures';

const meta = {
  component: GroupsTableView,
  args: {
    groups: sampleGroups,
    profiles: sampleProfileOptions,
    page: 1,
    totalPages: 1,
    onPageChange: () => undefined,
    onCreate: async () => true,
    onRemove: async () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof GroupsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { groups: [], isLoading: true } };
export const Empty: Story = { args: { groups: [] } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const ForAManager: Story = {};
export const ForAnAdmin: Story = { args: { canRemove: true } };
export const NameExists: Story = { args: { createFailure: { status: 409 } } };
export const ProfileNotFound: Story = { args: { createFailure: { status: 404 } } };
