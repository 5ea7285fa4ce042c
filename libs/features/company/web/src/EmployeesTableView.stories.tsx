import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeesTableView } from './EmployeesTableView';
import { sampleEmployees } from './story-fixtures';

const meta = {
  component: EmployeesTableView,
  args: {
    employees: sampleEmployees,
    page: 1,
    totalPages: 3,
    onPageChange: () => undefined,
    sort: { column: 'name', direction: 'ascending' },
    onSortChange: () => undefined,
    onRemove: async () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof EmployeesTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { employees: [], isLoading: true } };
export const Empty: Story = { args: { employees: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const ForAManager: Story = {};
export const ForAnAdmin: Story = { args: { canRemove: true } };
export const RemoveRefusedLastAdmin: Story = {
  args: { canRemove: true, removeFailure: { status: 409 } },
};
