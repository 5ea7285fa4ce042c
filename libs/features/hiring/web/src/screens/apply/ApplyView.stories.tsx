import { hiringProblems } from '@facet/hiring-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePublicPosition } from '../../story-fixtures';
import { ApplyView } from './ApplyView';

const closedPosition = (state: 'closed' | 'full' | 'not_yet_open') => ({
  ...samplePublicPosition,
  position: { ...samplePublicPosition.position, state },
});

const meta = {
  component: ApplyView,
  args: {
    isLoading: false,
    onRetry: () => undefined,
    answer: samplePublicPosition,
    signInHref: '/login',
    registration: {
      values: { name: '', email: '', password: '', lang: 'es', consent: false },
      invalid: new Set(),
      onChange: () => undefined,
      onSubmit: () => undefined,
    },
    onApplyWithAccount: () => undefined,
  },
  parameters: {
    screenStates: {
      empty:
        'A position link always names its position; one that takes nobody shows its closed page.',
    },
  },
} satisfies Meta<typeof ApplyView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true, answer: undefined } };
export const LinkNotFound: Story = {
  args: {
    answer: undefined,
    loadFailure: { status: 404, code: hiringProblems.linkNotFound.code },
  },
};
export const LoadError: Story = { args: { answer: undefined, loadFailure: { status: 500 } } };
export const Visitor: Story = { parameters: { screenState: 'success' } };
export const VisitorInvalid: Story = {
  args: {
    registration: {
      ...meta.args.registration,
      values: { name: '', email: 'ana@', password: 'short', lang: 'es', consent: false },
      invalid: new Set(['name', 'email', 'password', 'consent']),
    },
  },
};
export const AddressHasAnAccount: Story = {
  args: {
    registration: {
      ...meta.args.registration,
      failure: { status: 409, code: hiringProblems.signInToApply.code },
    },
  },
};
export const CheckYourMailbox: Story = {
  args: { pending: { email: 'ana.perez@example.com', confirmationValidHours: 48 } },
};
export const SignedIn: Story = {
  args: { signedIn: { name: 'Ana Pérez', email: 'ana.perez@example.com' } },
};
export const AlreadyApplied: Story = {
  args: {
    signedIn: { name: 'Ana Pérez', email: 'ana.perez@example.com' },
    applyFailure: { status: 409, code: hiringProblems.alreadyApplied.code },
  },
};
export const SummaryOnFinishing: Story = {
  args: {
    answer: {
      ...samplePublicPosition,
      dataUse: { retentionMonths: 6, candidateView: 'summary' },
    },
  },
};
export const Closed: Story = { args: { answer: closedPosition('closed') } };
export const Full: Story = { args: { answer: closedPosition('full') } };
export const NotYetOpen: Story = { args: { answer: closedPosition('not_yet_open') } };
