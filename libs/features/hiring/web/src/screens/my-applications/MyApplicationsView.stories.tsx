import type { MyApplication } from '@facet/hiring-domain';
import { failureOf } from '@facet/platform-api-client';
import { hiringProblems } from '@facet/hiring-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MyApplicationsView } from './MyApplicationsView';

const application: MyApplication = {
  id: 7,
  positionName: 'Data analyst',
  companyName: 'Acme Demo',
  source: 'link',
  status: 'submitted',
  appliedAt: '2026-11-02T10:00:00.000Z',
  submittedAt: '2026-11-02T10:40:00.000Z',
  hiredAt: null,
  keptUntil: '2027-11-02T10:00:00.000Z',
};

const meta = {
  component: MyApplicationsView,
  args: {
    applications: [
      application,
      {
        ...application,
        id: 8,
        positionName: 'Sales lead',
        companyName: 'Globex',
        status: 'applied',
        submittedAt: null,
        keptUntil: '2028-11-01T10:00:00.000Z',
      },
      {
        ...application,
        id: 9,
        positionName: 'Support engineer',
        companyName: 'Initech',
        hiredAt: '2026-11-20T09:00:00.000Z',
        keptUntil: null,
      },
    ],
    onWithdraw: () => Promise.resolve(),
  },
} satisfies Meta<typeof MyApplicationsView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
export const Loading: Story = { args: { applications: [], isLoading: true } };
export const Empty: Story = { args: { applications: [] } };
export const LoadError: Story = {
  args: { applications: [], loadFailure: { status: 500 }, onRetry: () => undefined },
};
export const WithdrawFailed: Story = {
  args: { withdrawFailure: failureOf(hiringProblems.applicationNotFound) },
};
