import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmployeeResultsTableView } from './EmployeeResultsTableView';
import { sampleEmployeeResults } from '../../story-fixtures';

const meta = {
  component: EmployeeResultsTableView,
  args: {
    email: 'erin@acme.example',
    results: sampleEmployeeResults,
    page: 1,
    totalPages: 2,
    onPageChange: () => undefined,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof EmployeeResultsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { results: [], isLoading: true } };
export const Empty: Story = { args: { results: [], totalPages: 1 } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const NotInCompany: Story = { args: { loadFailure: { status: 404 } } };
export const WithResults: Story = {};
