import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompanyDashboardView } from './CompanyDashboardView';
import { sampleDashboard } from '../../story-fixtures';

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
      licences: { purchased: 3, available: 3, assigned: 0, heldByInvitations: 0, used: 0 },
      waitingForLicence: 0,
      pendingInvitations: 0,
      assessmentsInProgress: 0,
      finishedThisMonth: 0,
      recentResults: [],
      finishedByMonth: sampleDashboard.finishedByMonth.map(({ month }) => ({ month, finished: 0 })),
    },
  },
};
export const Full: Story = { args: { dashboard: sampleDashboard } };
/** Members who joined without a licence: a task links to where licences are assigned. */
export const PeopleWaitingForLicence: Story = {
  args: { dashboard: { ...sampleDashboard, waitingForLicence: 3 } },
};
