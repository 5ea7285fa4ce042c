import { failureOf } from '@facet/platform-api-client';
import { sessionFieldProblems, sessionProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeyAddForm } from './PasskeyAddForm';

const meta = {
  component: PasskeyAddForm,
  parameters: {
    screenStates: {
      success: 'an added passkey leaves the form for the recovery codes or the list that names it',
    },
  },
  args: {
    values: { name: 'Office key' },
    fieldErrors: {},
    isSubmitting: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof PasskeyAddForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { values: { name: '' } } };
export const Loading: Story = { args: { isSubmitting: true } };
export const NameTooLong: Story = {
  args: { fieldErrors: { name: sessionFieldProblems.passkeyNameTooLong } },
};
export const PromptClosed: Story = { args: { problem: 'notUsed' } };
export const AlreadyAdded: Story = {
  parameters: { screenState: 'error' },
  args: { problem: { api: failureOf(sessionProblems.passkeyAlreadyAdded) } },
};
