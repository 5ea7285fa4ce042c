import { sessionFieldProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
export const WrongCredentials: Story = { args: { failureStatus: 401 } };
export const OutdatedTerms: Story = { args: { failureStatus: 422 } };
export const TooManyAttempts: Story = { args: { failureStatus: 429 } };
export const ServerUnavailable: Story = {
  parameters: { screenState: 'error' },
  args: { failureStatus: 503 },
};
export const AdminSignIn: Story = {
  args: { audience: 'admin', values: { email: '', password: '', stayLoggedIn: false } },
};
export const AdminWrongCredentials: Story = { args: { audience: 'admin', failureStatus: 401 } };
