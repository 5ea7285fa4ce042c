import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ToastRegion, showToast, type ToastMessage } from './Toast';

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trigger: Story = {
  render: () => (
    <>
      <Button onPress={() => showToast({ title: 'Invitation sent', tone: 'positive' })}>
        Send invitation
      </Button>
      <ToastRegion />
    </>
  ),
};

function ShownToast({ tone }: { tone: ToastMessage['tone'] }) {
  // A queue of its own, so the story shows its toast without touching the app-wide one.
  const [queue] = useState(() => {
    const storyQueue = new ToastQueue<ToastMessage>();
    storyQueue.add({ title: `A ${tone} toast`, description: 'With a description.', tone });
    return storyQueue;
  });
  return <ToastRegion queue={queue} />;
}

export const Info: Story = { render: () => <ShownToast tone="info" /> };
export const Positive: Story = { render: () => <ShownToast tone="positive" /> };
export const Critical: Story = { render: () => <ShownToast tone="critical" /> };

/** Pressing again replaces the toast instead of stacking a second one. */
export const Replaced: Story = {
  render: () => (
    <>
      <Button onPress={() => showToast({ title: 'Member added', tone: 'positive' })}>Add</Button>
      <Button onPress={() => showToast({ title: 'Member removed', tone: 'info' })}>Remove</Button>
      <ToastRegion />
    </>
  ),
};
