import { failureOf } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { sessionFieldProblems, sessionProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasskeySignInView } from '../../passkeys/PasskeySignInView';
import { SignInView } from './SignInView';

const meta = {
  component: SignInView,
  parameters: {
    screenStates: {
      success: 'signing in leaves this screen for the page the person was headed to',
    },
  },
  args: {
    audience: 'user',
    values: { email: 'erin@acme.example', password: 'secret', stayLoggedIn: false },
    fieldErrors: {},
    isSubmitting: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof SignInView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { screenState: 'empty' },
  args: { values: { email: '', password: '', stayLoggedIn: false } },
};
export const Submitting: Story = {
  parameters: { screenState: 'loading' },
  args: { isSubmitting: true },
};
export const FieldErrors: Story = {
  args: {
    values: { email: 'erin@', password: '', stayLoggedIn: false },
    fieldErrors: {
      email: sessionFieldProblems.emailInvalid,
      password: sessionFieldProblems.required,
    },
  },
};
export const WrongCredentials: Story = {
  args: { failure: failureOf(sessionProblems.wrongCredentials) },
};
export const OutdatedTerms: Story = { args: { failure: failureOf(sessionProblems.outdatedTerms) } };
export const TooManyAttempts: Story = { args: { failure: failureOf(requestProblems.rateLimited) } };
export const ServerUnavailable: Story = {
  parameters: { screenState: 'error' },
  args: { failure: { status: 503 } },
};
export const WithPasskey: Story = {
  args: {
    values: { email: '', password: '', stayLoggedIn: false },
    passkeySignIn: (
      <PasskeySignInView purpose="alone" isPending={false} onStart={() => undefined} />
    ),
  },
};
export const AdminSignIn: Story = {
  args: { audience: 'admin', values: { email: '', password: '', stayLoggedIn: false } },
};
export const AdminWrongCredentials: Story = {
  args: { audience: 'admin', failure: failureOf(sessionProblems.wrongCredentials) },
};
