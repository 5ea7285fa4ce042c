import { sessionFieldProblems } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RemoveFactorForm } from './RemoveFactorForm';
import { SecurityPanelView } from './SecurityPanelView';

const removeForm = (
  <RemoveFactorForm
    values={{ code: '', password: '' }}
    fieldErrors={{}}
    isSubmitting={false}
    onChange={() => undefined}
    onSubmit={() => undefined}
  />
);

const enrolled = {
  factors: [
    {
      id: 1,
      kind: 'totp' as const,
      name: null,
      createdAt: '2026-11-02T09:00:00Z',
      lastUsedAt: '2026-11-29T08:12:00Z',
    },
  ],
  recoveryCodesLeft: 9,
  required: false,
};

const meta = {
  component: SecurityPanelView,
  args: {
    factors: enrolled,
    loadFailed: false,
    onRetry: () => undefined,
    isStarting: false,
    onStartSetup: () => undefined,
    removeForm,
  },
} satisfies Meta<typeof SecurityPanelView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { factors: undefined } };
export const LoadError: Story = { args: { factors: undefined, loadFailed: true } };
export const Empty: Story = {
  args: { factors: { factors: [], recoveryCodesLeft: 0, required: false } },
};
export const RequiredByTheCompany: Story = {
  args: { factors: { factors: [], recoveryCodesLeft: 0, required: true } },
};
export const Success: Story = {};
export const JustSetUp: Story = { args: { notice: 'enrolled' } };
export const PasskeysOnly: Story = {
  args: {
    factors: {
      factors: [
        {
          id: 2,
          kind: 'passkey',
          name: 'Work laptop',
          createdAt: '2026-11-02T09:00:00Z',
          lastUsedAt: null,
        },
      ],
      recoveryCodesLeft: 10,
      required: true,
    },
  },
};
export const Removed: Story = {
  args: { notice: 'removed', factors: { factors: [], recoveryCodesLeft: 0, required: false } },
};
export const RemovalProofMissing: Story = {
  args: {
    removeForm: (
      <RemoveFactorForm
        values={{ code: '', password: '' }}
        fieldErrors={{ code: sessionFieldProblems.secondFactorProofMissing }}
        isSubmitting={false}
        onChange={() => undefined}
        onSubmit={() => undefined}
      />
    ),
  },
};
