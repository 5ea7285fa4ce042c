import { failureOf } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { sessionProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeySignInView } from './PasskeySignInView';

const meta = {
  component: PasskeySignInView,
  parameters: {
    screenStates: {
      empty: 'a button has no empty state: it is always there to press',
      success:
        'a passkey that passes leaves the sign-in screen for the page the person was headed to',
    },
  },
  args: { purpose: 'alone', isPending: false, onStart: () => undefined },
} satisfies Meta<typeof PasskeySignInView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = { args: { isPending: true } };
export const SecondStep: Story = { args: { purpose: 'secondStep' } };
export const PromptClosed: Story = { args: { problem: 'notUsed' } };
export const BrowserWithoutPasskeys: Story = { args: { problem: 'unsupported' } };
export const NotVerified: Story = {
  parameters: { screenState: 'error' },
  args: { problem: { api: failureOf(sessionProblems.passkeyNotVerified) } },
};
export const TooManyAttempts: Story = {
  args: { problem: { api: failureOf(requestProblems.rateLimited) } },
};
