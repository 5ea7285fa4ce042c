import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvitationAcceptView } from './InvitationAcceptView';

const meta = {
  component: InvitationAcceptView,
  args: {
    companyName: 'Acme Demo',
    onAccept: () => undefined,
    onDecline: () => undefined,
    signInHref: '/login',
  },
  parameters: {
    screenStates: {
      empty: 'the invitation names its company in the link; there is nothing to list',
    },
  },
} satisfies Meta<typeof InvitationAcceptView>;
export default meta;
type Story = StoryObj<typeof meta>;

const invitedByMario = {
  email: 'nora@free.example',
  lang: 'en',
  companyName: 'Acme Demo',
  role: 'employee',
  inviterName: 'Mario Manager',
  welcomeLine: null,
  logoUrl: null,
} as const;

export const Ready: Story = {};
export const CheckingLink: Story = {
  parameters: { screenState: 'loading' },
  args: { isCheckingLink: true },
};
export const ReadyWithInviter: Story = { args: { linkContext: invitedByMario } };
export const ReadyFromTheCompany: Story = {
  args: { linkContext: { ...invitedByMario, role: 'manager', inviterName: null } },
};
export const LinkGoneOnOpening: Story = { args: { linkFailureStatus: 410 } };
export const UnknownLinkOnOpening: Story = { args: { linkFailureStatus: 404 } };
export const Accepting: Story = {
  parameters: { screenState: 'loading' },
  args: { isAccepting: true },
};
export const Declining: Story = { args: { isDeclining: true } };
export const Declined: Story = { args: { declined: true } };
export const DeclineFailed503: Story = { args: { declineFailure: { status: 503 } } };
export const Accepted: Story = { parameters: { screenState: 'success' }, args: { accepted: true } };
export const NotSignedIn401: Story = { args: { failure: { status: 401 } } };
export const SomeoneElses403: Story = { args: { failure: { status: 403 } } };
export const UnknownLink404: Story = { args: { failure: { status: 404 } } };
export const AlreadyUsed409: Story = { args: { failure: { status: 409 } } };
export const Expired410: Story = { args: { failure: { status: 410 } } };
export const ServerUnavailable503: Story = {
  parameters: { screenState: 'error' },
  args: { failure: { status: 503 } },
};
