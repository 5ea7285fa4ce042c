import type { ReminderTargetRecord } from '@facet/company-domain';
import { phoneGlobals, phoneViewport } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReminderTargetsTableView } from './ReminderTargetsTableView';

const sampleTargets: ReminderTargetRecord[] = [
  {
    kind: 'invitation',
    invitation_id: 7,
    user_id: null,
    recipient: 'new.person@example.com',
    name: null,
    waiting_since: '2026-11-18T09:00:00.000Z',
    reminders: 2,
    last_reminded_at: '2026-11-24T09:00:00.000Z',
  },
  {
    kind: 'assessment',
    invitation_id: null,
    user_id: 4,
    recipient: 'joao@acme.example',
    name: 'Joao Employee',
    waiting_since: '2026-11-21T15:30:00.000Z',
    reminders: 1,
    last_reminded_at: '2026-11-25T15:30:00.000Z',
  },
  {
    kind: 'invitation',
    invitation_id: 9,
    user_id: null,
    recipient: 'late.reply@example.com',
    name: null,
    waiting_since: '2026-11-26T11:00:00.000Z',
    reminders: 0,
    last_reminded_at: null,
  },
];

const meta = {
  component: ReminderTargetsTableView,
  args: {
    targets: sampleTargets,
    page: 1,
    totalPages: 1,
    onPageChange: () => undefined,
    onRetry: () => undefined,
    onSendReminder: () => undefined,
  },
} satisfies Meta<typeof ReminderTargetsTableView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { targets: [], isLoading: true } };
export const Empty: Story = { args: { targets: [] } };
export const LoadError: Story = { args: { loadFailure: { status: 500 } } };
export const Waiting: Story = {};
export const Sending: Story = { args: { sendingTo: sampleTargets[1] } };
export const RateLimited: Story = { args: { sendFailure: { status: 429 } } };
export const NoLongerWaiting: Story = { args: { sendFailure: { status: 404 } } };
export const SendError: Story = { args: { sendFailure: { status: 500 } } };

/** At 390 px each person is a card with the reminder button. */
export const OnAPhone: Story = {
  parameters: { viewport: phoneViewport },
  globals: phoneGlobals,
};
