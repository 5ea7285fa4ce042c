import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleGroupChoices, samplePosition, sampleProfileChoices } from '../../story-fixtures';
import { PositionFormDialogView } from './PositionFormDialogView';
import { positionFormValues } from './use-position-form';

const meta = {
  component: PositionFormDialogView,
  args: {
    isOpen: true,
    onOpenChange: () => undefined,
    values: positionFormValues(),
    invalid: new Set(),
    onChange: () => undefined,
    profiles: sampleProfileChoices,
    groups: sampleGroupChoices,
    onSubmit: () => undefined,
  },
} satisfies Meta<typeof PositionFormDialogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPosition: Story = {};
export const NoProfileYet: Story = { args: { profiles: [] } };
export const Invalid: Story = {
  args: { invalid: new Set(['name', 'profileId', 'languages', 'closesOn', 'candidateCap']) },
};
export const Editing: Story = {
  args: { editing: samplePosition.name, values: positionFormValues(samplePosition) },
};
export const Sending: Story = { args: { isSending: true } };
export const NotEnoughLicences: Story = {
  args: {
    failure: {
      status: 409,
      code: 'hiring.not_enough_licences',
      message: 'Your company has 3 licences left; this position needs 20.',
    },
  },
};
