import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeeGroupsTableView } from './EmployeeGroupsTableView';
import { sampleEmployeeGroups } from '../../story-fixtures';

const meta = {
  component: EmployeeGroupsTableView,
  args: {
    groups: sampleEmployeeGroups,
    page: 1,
    totalPages: 2,
    onPageChange: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof EmployeeGroupsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { groups: [], isLoading: true } };
export const Empty: Story = { args: { groups: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const NotInCompany: Story = { args: { loadFailure: { status: 404 } } };
export const WithGroups: Story = {};
