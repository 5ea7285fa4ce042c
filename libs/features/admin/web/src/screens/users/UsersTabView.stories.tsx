import type { Meta, StoryObj } from '@storybook/react-vite';
import { listDefaults, sampleUsers } from '../../story-fixtures';
import { UsersTabView } from './UsersTabView';

const meta = {
  component: UsersTabView,
  args: {
    ...listDefaults,
    rows: sampleUsers,
    onCreate: () => undefined,
    onDelete: async () => undefined,
    onEndSessions: () => undefined,
  },
} satisfies Meta<typeof UsersTabView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { rows: [], isLoading: true } };
export const Empty: Story = { args: { rows: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const Success: Story = {};
export const SearchTooShort: Story = { args: { searchTerm: 'al' } };
export const NothingFound: Story = { args: { searchTerm: 'zzz', rows: [], totalPages: 1 } };
export const DeleteRefusedLastAdmin: Story = { args: { deleteFailure: { status: 409 } } };
export const DeleteNotFound: Story = { args: { deleteFailure: { status: 404 } } };
export const EndSessionsNotFound: Story = { args: { endSessionsFailure: { status: 404 } } };
