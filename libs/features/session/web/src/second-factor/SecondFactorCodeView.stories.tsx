import { failureOf } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { sessionFieldProblems, sessionProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeySignInView } from '../passkeys/PasskeySignInView';
import { SecondFactorCodeView } from './SecondFactorCodeView';

const meta = {
  component: SecondFactorCodeView,
  parameters: {
    screenStates: {
      success: 'a right code leaves this screen for the page the person was headed to',
    },
  },
  args: {
    values: { code: '492 039' },
    fieldErrors: {},
    isSubmitting: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
    onRestart: () => undefined,
  },
} satisfies Meta<typeof SecondFactorCodeView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = { parameters: { screenState: 'empty' }, args: { values: { code: '' } } };
export const Submitting: Story = {
  parameters: { screenState: 'loading' },
  args: { isSubmitting: true },
};
export const NotACode: Story = {
  args: {
    values: { code: '12' },
    fieldErrors: { code: sessionFieldProblems.secondFactorCodeInvalid },
  },
};
export const WrongCode: Story = {
  parameters: { screenState: 'error' },
  args: { failure: failureOf(sessionProblems.secondFactorCodeWrong) },
};
export const Expired: Story = {
  args: { failure: failureOf(sessionProblems.secondFactorChallengeExpired) },
};
export const TooManyTries: Story = { args: { failure: failureOf(requestProblems.rateLimited) } };
export const WithPasskey: Story = {
  args: {
    values: { code: '' },
    passkeyOption: (
      <PasskeySignInView purpose="secondStep" isPending={false} onStart={() => undefined} />
    ),
  },
};
