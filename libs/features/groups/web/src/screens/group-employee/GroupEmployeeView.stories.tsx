import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupEmployeeView } from './GroupEmployeeView';
import { sampleGroups } from '../../story-fixtures';

const meta = {
  component: GroupEmployeeView,
  args: {
    groupId: 1,
    email: 'erin@acme.example',
    results: [{ result_id: 5, number: 1, date: '2025-03-02T09:00:00.000Z' }],
    groups: sampleGroups,
  },
} satisfies Meta<typeof GroupEmployeeView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const NotInCompany: Story = { args: { loadFailure: { status: 404 } } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const WithResults: Story = { parameters: { screenState: 'success' } };
export const NoResults: Story = { parameters: { screenState: 'empty' }, args: { results: [] } };
