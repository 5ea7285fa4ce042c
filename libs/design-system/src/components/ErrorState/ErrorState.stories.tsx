import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithServerMessage: Story = {
  args: { message: 'The company could not be found.' },
};
export const Retrying: Story = { args: { isRetrying: true } };
export const WithoutRetry: Story = {
  args: { onRetry: undefined, title: 'This page is not available' },
};
