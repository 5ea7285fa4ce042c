import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestThreadView } from './RequestThreadView';
import { idleThread, sampleAdminAnswer } from './story-fixtures';

const meta = {
  component: RequestThreadView,
  args: {
    ...idleThread,
    messages: sampleAdminAnswer.messages,
    reader: 'user',
    requesterName: sampleAdminAnswer.arsulipo.name,
  },
} satisfies Meta<typeof RequestThreadView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
export const ReadByAdmin: Story = { args: { reader: 'admin' } };
export const Empty: Story = { args: { messages: [] } };
export const Sending: Story = { args: { draft: 'Any news?', isSending: true } };
export const SendError: Story = { args: { draft: 'Any news?', sendFailure: { status: 500 } } };
export const DraftTooLong: Story = {
  args: { draft: 'x'.repeat(600), draftError: 'must be at most 600 characters' },
};
