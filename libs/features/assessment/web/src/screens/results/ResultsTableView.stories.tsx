import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultsTableView } from './ResultsTableView';

const meta = {
  component: ResultsTableView,
  args: {
    results: [
      { result_id: 12, number: 3, date: '2025-03-14T10:20:00.000Z' },
      { result_id: 7, number: 2, date: '2024-11-02T09:00:00.000Z' },
      { result_id: 3, number: 1, date: '2024-05-21T15:45:00.000Z' },
    ],
    page: 1,
    totalPages: 2,
    onPageChange: () => undefined,
    isLoading: false,
    onRetry: () => undefined,
  },
} satisfies Meta<typeof ResultsTableView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {};

export const Empty: Story = { args: { results: [], totalPages: 1 } };

export const Loading: Story = { args: { results: [], isLoading: true } };

export const Error: Story = {
  args: { results: [], totalPages: 0, failure: { message: 'Error fetching user results.' } },
};
