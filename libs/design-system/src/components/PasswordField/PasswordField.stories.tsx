import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 8 characters, with a number and a capital letter.',
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'short', errorMessage: 'Use at least 8 characters.' },
};
export const Disabled: Story = { args: { isDisabled: true } };
