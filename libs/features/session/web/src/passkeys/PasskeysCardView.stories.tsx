import { failureOf } from '@facet/platform-api-client';
import { requestProblems } from '@facet/platform-kernel';
import { sessionFieldProblems, sessionProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RemoveFactorForm } from '../second-factor/RemoveFactorForm';
import { PasskeysCardView, type Passkey } from './PasskeysCardView';

const passkeys: Passkey[] = [
  {
    id: 7,
    kind: 'passkey',
    name: 'Work laptop',
    createdAt: '2026-11-02T09:00:00Z',
    lastUsedAt: '2026-11-29T08:12:00Z',
  },
  { id: 8, kind: 'passkey', name: 'Phone', createdAt: '2026-11-20T17:30:00Z', lastUsedAt: null },
];

const removeForm = (
  <RemoveFactorForm
    values={{ code: '', password: '' }}
    fieldErrors={{}}
    isSubmitting={false}
    onChange={() => undefined}
    onSubmit={() => undefined}
  />
);

const meta = {
  component: PasskeysCardView,
  parameters: {
    screenStates: {
      loading: 'the Security tab shows its spinner until the factors load (SecurityPanelView)',
    },
  },
  args: {
    passkeys,
    values: { name: '' },
    fieldErrors: {},
    isSubmitting: false,
    onChange: () => undefined,
    onSubmit: () => undefined,
    onRemove: () => undefined,
    removeForm,
  },
} satisfies Meta<typeof PasskeysCardView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { passkeys: [] } };
export const Success: Story = {};
export const Adding: Story = { args: { values: { name: 'Tablet' }, isSubmitting: true } };
export const JustAdded: Story = { args: { notice: 'addedNotice' } };
export const NameMissing: Story = {
  args: { fieldErrors: { name: sessionFieldProblems.required } },
};
export const PromptClosed: Story = { args: { values: { name: 'Tablet' }, problem: 'notUsed' } };
export const BrowserWithoutPasskeys: Story = { args: { problem: 'unsupported' } };
export const NotVerified: Story = {
  parameters: { screenState: 'error' },
  args: { problem: { api: failureOf(sessionProblems.passkeyNotVerified) } },
};
export const TooManyAttempts: Story = {
  args: { problem: { api: failureOf(requestProblems.rateLimited) } },
};
export const Removing: Story = { args: { removingId: 8 } };
export const JustRemoved: Story = {
  args: { notice: 'removedNotice', passkeys: passkeys.slice(0, 1) },
};
