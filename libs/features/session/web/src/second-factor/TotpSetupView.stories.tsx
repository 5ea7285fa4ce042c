import { failureOf } from '@facet/platform-api-client';
import { sessionFieldProblems, sessionProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEnrolment } from './story-fixtures';
import { TotpSetupView } from './TotpSetupView';

const meta = {
  component: TotpSetupView,
  parameters: {
    screenStates: {
      empty: 'a set-up always has its new key to show, or is loading it, or failed to',
    },
  },
  args: {
    enrolment: sampleEnrolment,
    duringSignIn: true,
    values: { code: '' },
    fieldErrors: {},
    isSubmitting: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof TotpSetupView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DuringSignIn: Story = { parameters: { screenState: 'success' } };
export const FromTheAccount: Story = {
  args: { duringSignIn: false, onCancel: () => undefined },
};
export const Loading: Story = { args: { enrolment: undefined } };
export const StartFailed: Story = {
  parameters: { screenState: 'error' },
  args: { enrolment: undefined, startFailure: { status: 503 } },
};
export const Confirming: Story = { args: { values: { code: '492039' }, isSubmitting: true } };
export const NotACode: Story = {
  args: { values: { code: '49' }, fieldErrors: { code: sessionFieldProblems.totpCodeInvalid } },
};
export const WrongCode: Story = {
  args: { values: { code: '492039' }, failure: failureOf(sessionProblems.secondFactorCodeWrong) },
};
