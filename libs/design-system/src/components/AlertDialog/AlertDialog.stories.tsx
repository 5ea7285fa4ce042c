import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import { AlertDialog, alertDialogVariants } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Leave Acme Ltd?',
    confirmLabel: 'Leave company',
    variant: 'critical',
    children: <Text>You lose access to the company panel. Your results stay yours.</Text>,
    onConfirm: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="critical">Leave company</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
};
export const Critical: Story = { args: { isOpen: true } };
export const Primary: Story = {
  args: {
    isOpen: true,
    variant: 'primary',
    title: 'Send the results?',
    confirmLabel: 'Send',
    children: <Text>The manager of Acme Ltd will see your report.</Text>,
  },
};
export const Confirming: Story = {
  args: { isOpen: true, onConfirm: fn(() => new Promise<void>(() => undefined)) },
};
