import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestDetailView } from './RequestDetailView';
import { idleThread, sampleAdminAnswer, sampleRequest } from '../../story-fixtures';

const answer = { arsulipo: sampleRequest, messages: sampleAdminAnswer.messages };
const granted = {
  ...answer,
  arsulipo: { ...sampleRequest, status: 'accepted' as const, solution: 'access' as const },
};

const meta = {
  component: RequestDetailView,
  args: {
    answer,
    isLoading: false,
    thread: idleThread,
    onOpenDocument: () => undefined,
    onConfirmRequest: () => undefined,
  },
} satisfies Meta<typeof RequestDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
export const Loading: Story = { args: { answer: undefined, isLoading: true } };
export const EmptyThread: Story = {
  parameters: { screenState: 'empty' },
  args: { answer: { ...answer, messages: [] } },
};
export const NotFound404: Story = { args: { answer: undefined, loadFailure: { status: 404 } } };
export const Forbidden403: Story = { args: { answer: undefined, loadFailure: { status: 403 } } };
export const MessageError: Story = {
  args: { thread: { ...idleThread, sendFailure: { status: 500 } } },
};
export const MessageTooLong: Story = {
  args: {
    thread: { ...idleThread, draft: 'x'.repeat(600), draftError: 'must be at most 600 characters' },
  },
};
export const DocumentGranted: Story = { args: { answer: granted } };
export const DocumentReady: Story = {
  args: { answer: granted, documentLinks: { pdfUrl: '/api/arsulipo/export/token' } },
};
export const LoadError: Story = { args: { answer: undefined, loadFailure: { status: 500 } } };
export const MessageSending: Story = {
  args: { thread: { ...idleThread, draft: 'Any news?', isSending: true } },
};
export const DocumentOpening: Story = { args: { answer: granted, isOpeningDocument: true } };
export const DocumentError: Story = {
  args: { answer: granted, documentFailure: { status: 503 } },
};
export const PortabilityReady: Story = {
  args: {
    answer: {
      ...granted,
      arsulipo: { ...granted.arsulipo, right: 'portability', solution: 'portability' },
    },
    documentLinks: { url: '/api/arsulipo/export/json', csvUrl: '/api/arsulipo/export/csv' },
  },
};
const filedByVisitor = { ...answer, arsulipo: { ...sampleRequest, identity_confirmed: false } };
export const FiledByVisitor: Story = { args: { answer: filedByVisitor } };
export const ConfirmingRequest: Story = {
  args: { answer: filedByVisitor, isConfirmingRequest: true },
};
