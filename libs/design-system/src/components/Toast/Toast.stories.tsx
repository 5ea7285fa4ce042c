import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { Button } from '../Button/Button';
import { ToastRegion, showToast, toastTones, type ToastMessage } from './Toast';

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

function ShownToasts() {
  // A queue of its own, so the story shows its toasts without touching the app-wide one.
  const [queue] = useState(() => {
    const storyQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 3 });
    for (const tone of toastTones) {
      storyQueue.add({ title: `A ${tone} toast`, description: 'With a description.', tone });
    }
    return storyQueue;
  });
  return <ToastRegion queue={queue} />;
}

export const EveryTone: Story = { render: () => <ShownToasts /> };
