import { failureOf } from '@facet/platform-api-client';
import { sessionFieldProblems, sessionProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegisterView } from './RegisterView';

const invitedByMario = {
  email: 'nova.pessoa@acme.example',
  lang: 'pt',
  companyName: 'Acme Demo',
  role: 'employee',
  inviterName: 'Mario Manager',
  welcomeLine: null,
  logoUrl: null,
} as const;

const meta = {
  component: RegisterView,
  args: {
    values: { name: 'Nova Pessoa', password: 'Tangerine7', confirmPassword: 'Tangerine7' },
    fieldErrors: {},
    isSubmitting: false,
    isDone: false,
    isCheckingLink: false,
    linkContext: invitedByMario,
    onChange: () => undefined,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof RegisterView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  parameters: { screenState: 'empty' },
  args: { values: { name: '', password: '', confirmPassword: '' } },
};
export const CheckingLink: Story = {
  parameters: { screenState: 'loading' },
  args: { isCheckingLink: true, linkContext: undefined },
};
export const InvitedByTheCompany: Story = {
  args: {
    values: { name: '', password: '', confirmPassword: '' },
    linkContext: { ...invitedByMario, role: 'manager', inviterName: null },
  },
};
export const OwnAccountLink: Story = {
  args: {
    values: { name: '', password: '', confirmPassword: '' },
    linkContext: { ...invitedByMario, companyName: null, role: null, inviterName: null },
  },
};
export const LinkUsedOrExpiredOnOpening: Story = {
  parameters: { screenState: 'error' },
  args: { linkContext: undefined, linkFailure: failureOf(sessionProblems.registrationLinkUsed) },
};
export const UnknownLinkOnOpening: Story = {
  parameters: { screenState: 'error' },
  args: { linkContext: undefined, linkFailure: failureOf(sessionProblems.linkInvalid) },
};
export const LinkNotCheckedJustNow: Story = {
  args: { linkContext: undefined, linkFailure: { status: 503 } },
};
export const Submitting: Story = {
  parameters: { screenState: 'loading' },
  args: { isSubmitting: true },
};
export const FieldErrors: Story = {
  args: {
    values: { name: 'R2D2', password: 'short', confirmPassword: '' },
    fieldErrors: {
      name: sessionFieldProblems.nameInvalid,
      password: sessionFieldProblems.passwordTooShort,
      confirmPassword: sessionFieldProblems.confirmationMismatch,
    },
  },
};
export const UnknownLink: Story = { args: { failure: failureOf(sessionProblems.linkInvalid) } };
export const UsedLink: Story = { args: { failure: failureOf(sessionProblems.linkUsed) } };
export const EmailInUse: Story = { args: { failure: failureOf(sessionProblems.emailInUse) } };
export const ExpiredLink: Story = {
  args: { failure: failureOf(sessionProblems.registrationLinkExpired) },
};
export const ServerUnavailable: Story = {
  parameters: { screenState: 'error' },
  args: { failure: { status: 503 } },
};
export const Done: Story = { parameters: { screenState: 'success' }, args: { isDone: true } };
