import { failureOf } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { sessionFieldProblems, sessionProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SetPasswordView } from './SetPasswordView';

const meta = {
  component: SetPasswordView,
  args: {
    audience: 'user',
    values: { password: 'Tangerine7', confirmPassword: 'Tangerine7' },
    fieldErrors: {},
    isSubmitting: false,
    isDone: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof SetPasswordView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { screenState: 'empty' },
  args: { values: { password: '', confirmPassword: '' } },
};
export const Submitting: Story = {
  parameters: { screenState: 'loading' },
  args: { isSubmitting: true },
};
export const WeakPassword: Story = {
  args: {
    values: { password: 'tangerine', confirmPassword: 'tangerin' },
    fieldErrors: {
      password: sessionFieldProblems.passwordNeedsUppercase,
      confirmPassword: sessionFieldProblems.confirmationMismatch,
    },
  },
};
export const RefusedByServer: Story = {
  args: {
    failure: failureOf(requestProblems.invalid),
    fieldErrors: { password: sessionFieldProblems.passwordTooCommon },
  },
};
export const UnknownLink: Story = { args: { failure: failureOf(sessionProblems.linkInvalid) } };
export const ExpiredOrUsedLink: Story = {
  args: { failure: failureOf(sessionProblems.linkExpired) },
};
export const ServerUnavailable: Story = {
  parameters: { screenState: 'error' },
  args: { failure: { status: 503 } },
};
export const Done: Story = { parameters: { screenState: 'success' }, args: { isDone: true } };
export const Administrator: Story = {
  args: { audience: 'admin', failure: failureOf(sessionProblems.linkExpired) },
};
