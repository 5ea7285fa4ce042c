import type { Meta, StoryObj } from '@storybook/react-vite';
import { AssessmentStateCardView } from './AssessmentStateCardView';

const progress = {
  total: 240,
  totalPages: 12,
  latestResultId: null,
  companyName: 'Acme',
} as const;

const meta = {
  component: AssessmentStateCardView,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof AssessmentStateCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true } };
export const LoadError: Story = { args: { hasLoadFailed: true } };
export const NotStarted: Story = {
  args: { progress: { ...progress, state: 'notStarted', page: 1, answered: 0 } },
};
/** A member without a licence: who will assign one, and no Start button that would be refused. */
export const WaitingForLicence: Story = {
  args: { progress: { ...progress, state: 'waitingForLicence', page: 1, answered: 0 } },
};
export const InProgress: Story = {
  args: { progress: { ...progress, state: 'inProgress', page: 6, answered: 100 } },
};
export const Finished: Story = {
  args: { progress: { ...progress, state: 'finished', page: 1, answered: 0, latestResultId: 7 } },
};
