import type { Meta, StoryObj } from '@storybook/react-vite';
import { RejectedMembersAlert } from './RejectedMembersAlert';

const meta = {
  component: RejectedMembersAlert,
  args: {
    rejected: [
      { email: 'erin@acme.example', reason: 'alreadyMember' },
      { email: 'gail@globex.example', reason: 'notEmployee' },
    ],
  },
} satisfies Meta<typeof RejectedMembersAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NobodyAdded: Story = {};
