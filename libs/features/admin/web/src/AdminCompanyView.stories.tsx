import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminCompanyView } from './AdminCompanyView';
import { sampleCompanyRecord } from './story-fixtures';

const meta = {
  component: AdminCompanyView,
  args: {
    company: sampleCompanyRecord,
    onRetry: () => undefined,
    onChangeLicences: () => undefined,
  },
} satisfies Meta<typeof AdminCompanyView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { company: undefined, isLoading: true } };
export const Success: Story = {};
export const NotFound: Story = { args: { company: undefined, loadFailure: { status: 404 } } };
export const LoadError: Story = { args: { company: undefined, loadFailure: { status: 500 } } };
