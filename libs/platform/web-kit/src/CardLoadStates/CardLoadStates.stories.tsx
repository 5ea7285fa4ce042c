import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadFailedCard, LoadingCard } from './CardLoadStates';

const meta = {
  title: 'Web kit/CardLoadStates',
  component: LoadingCard,
  args: { title: 'Reminders', message: 'Loading…' },
} satisfies Meta<typeof LoadingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { parameters: { screenState: 'loading' } };

export const LoadFailed: Story = {
  parameters: { screenState: 'error' },
  render: ({ title }) => (
    <LoadFailedCard
      title={title}
      message="The reminder settings could not be loaded."
      onRetry={() => undefined}
      headingLevel={3}
    />
  ),
};
