import { failureOf } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { sessionFieldProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ForgotPasswordView } from './ForgotPasswordView';

const meta = {
  component: ForgotPasswordView,
  args: {
    audience: 'user',
    email: 'erin@acme.example',
    isSubmitting: false,
    isSent: false,
    onEmailChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof ForgotPasswordView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = { parameters: { screenState: 'empty' }, args: { email: '' } };
export const Submitting: Story = {
  parameters: { screenState: 'loading' },
  args: { isSubmitting: true },
};
export const InvalidEmail: Story = {
  args: { email: 'erin@', emailError: sessionFieldProblems.emailInvalid },
};
export const Sent: Story = { parameters: { screenState: 'success' }, args: { isSent: true } };
export const TooManyRequests: Story = { args: { failure: failureOf(requestProblems.rateLimited) } };
export const ServerUnavailable: Story = {
  parameters: { screenState: 'error' },
  args: { failure: { status: 503 } },
};
export const Administrator: Story = { args: { audience: 'admin', email: '' } };
