import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyDashboardView } from './CompanyDashboardView';
import { sampleDashboard } from './story-fixtures';

const meta = {
  component: CompanyDashboardView,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof CompanyDashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const LoadError: Story = { args: { hasLoadFailed: true } };
export const EmptyCompany: Story = {
  args: {
    dashboard: {
      companyName: 'Globex',
      licences: { total: 3, granted: 0, available: 3 },
      pendingInvitations: 0,
      assessmentsInProgress: 0,
      finishedThisMonth: 0,
      recentResults: [],
      finishedByMonth: sampleDashboard.finishedByMonth.map(({ month }) => ({ month, finished: 0 })),
    },
  },
};
export const Full: Story = { args: { dashboard: sampleDashboard } };
