import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No groups yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithDescription: Story = {
  args: { description: 'Groups let you compare the results of a team with a profile.' },
};
export const WithAction: Story = {
  args: {
    description: 'Groups let you compare the results of a team with a profile.',
    action: <Button>Create group</Button>,
  },
};

/** A screen can draw its own picture in the slot; this one is a plain magnifier. */
export const WithOwnIllustration: Story = {
  args: {
    title: 'No matches',
    description: 'Try another name or e-mail address.',
    illustration: (
      <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
        <circle cx="42" cy="42" r="22" fill="none" stroke="currentColor" strokeWidth="6" />
        <path d="M58 58l20 20" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
      </svg>
    ),
  },
};
