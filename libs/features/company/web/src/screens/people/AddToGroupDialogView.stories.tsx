import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleGroupChoices } from '../../story-fixtures';
import { AddToGroupDialogView } from './AddToGroupDialogView';

const meta = {
  component: AddToGroupDialogView,
  args: {
    isOpen: true,
    onOpenChange: () => undefined,
    count: 3,
    groups: sampleGroupChoices,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof AddToGroupDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Sending: Story = { args: { isSending: true } };
export const Failed: Story = { args: { hasFailed: true } };
export const NoGroupsYet: Story = { args: { groups: [] } };
