import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestsTableView } from './RequestsTableView';
import { sampleRequest } from '../../story-fixtures';

const meta = {
  component: RequestsTableView,
  args: {
    audience: 'user',
    requests: [
      sampleRequest,
      {
        ...sampleRequest,
        arsulipo_id: 8,
        number: 1008,
        right: 'suppression',
        status: 'accepted',
        solution: 'suppression',
      },
    ],
    page: 1,
    totalPages: 2,
    onPageChange: () => undefined,
  },
} satisfies Meta<typeof RequestsTableView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
export const Loading: Story = { args: { isLoading: true } };
export const Empty: Story = { args: { requests: [], totalPages: 1 } };
export const LoadError: Story = {
  args: { loadFailure: { status: 500 }, onRetry: () => undefined },
};
export const AdminList: Story = { args: { audience: 'admin' } };
