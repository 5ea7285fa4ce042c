import { failureOf } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { sessionFieldProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangePasswordView } from './ChangePasswordView';

const meta = {
  component: ChangePasswordView,
  args: {
    values: { password: 'Tangerine7', newPassword: 'Clementine8', confirmPassword: 'Clementine8' },
    fieldErrors: {},
    isSubmitting: false,
    isDone: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof ChangePasswordView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  args: { values: { password: '', newPassword: '', confirmPassword: '' } },
};
export const Submitting: Story = { args: { isSubmitting: true } };
export const SameAsCurrent: Story = {
  args: {
    values: { password: 'Tangerine7', newPassword: 'Tangerine7', confirmPassword: 'Tangerine7' },
    fieldErrors: { newPassword: sessionFieldProblems.newPasswordSameAsCurrent },
  },
};
export const WrongCurrentPassword: Story = {
  args: {
    failure: failureOf(requestProblems.invalid),
    fieldErrors: { password: sessionFieldProblems.currentPasswordWrong },
  },
};
export const ServerUnavailable: Story = { args: { failure: { status: 503 } } };
export const Done: Story = { args: { isDone: true } };
