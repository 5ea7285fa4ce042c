import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminRequestDetailView } from './AdminRequestDetailView';
import { idleThread, sampleAdminAnswer } from '../../story-fixtures';

const meta = {
  component: AdminRequestDetailView,
  args: {
    answer: sampleAdminAnswer,
    isLoading: false,
    thread: idleThread,
    notes: 'Checked the account.',
    onNotesChange: () => undefined,
    onSaveNotes: () => undefined,
    isSaving: false,
    onStatusChange: () => undefined,
    resolve: { isResolving: false, onResolve: async () => true },
  },
} satisfies Meta<typeof AdminRequestDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
export const Loading: Story = { args: { answer: undefined, isLoading: true } };
export const NotFound404: Story = { args: { answer: undefined, loadFailure: { status: 404 } } };
export const IdentityNotConfirmed: Story = {
  args: {
    answer: {
      ...sampleAdminAnswer,
      arsulipo: { ...sampleAdminAnswer.arsulipo, identity_confirmed: false },
    },
  },
};
/** After resolving an access request the dialog closes and the document's link shows here. */
export const AccessDocumentReady: Story = {
  args: {
    resolve: {
      isResolving: false,
      onResolve: async () => true,
      documentLinks: { pdfUrl: '/api/arsulipo/export/token' },
    },
  },
};
export const PortabilityDocumentsReady: Story = {
  args: {
    resolve: {
      isResolving: false,
      onResolve: async () => true,
      documentLinks: { url: '/x.json', csvUrl: '/x.csv' },
    },
  },
};
export const UpdateForbidden403: Story = { args: { updateFailure: { status: 403 } } };
export const LoadError: Story = { args: { answer: undefined, loadFailure: { status: 500 } } };
export const EmptyThread: Story = {
  parameters: { screenState: 'empty' },
  args: { answer: { ...sampleAdminAnswer, messages: [] } },
};
export const MessageSending: Story = {
  args: { thread: { ...idleThread, draft: 'Your document is ready.', isSending: true } },
};
export const SavingNotes: Story = { args: { isSaving: true } };
export const AccessGranted: Story = {
  args: {
    answer: {
      ...sampleAdminAnswer,
      arsulipo: { ...sampleAdminAnswer.arsulipo, status: 'accepted', solution: 'access' },
    },
  },
};
