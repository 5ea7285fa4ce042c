import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Company name', type: 'text' },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { label: 'E-mail', type: 'email', description: 'We send the invitation to this address.' },
};
export const DateInput: Story = {
  args: { label: 'Finished from', type: 'date', defaultValue: '2026-11-02' },
};
export const DateInvalid: Story = {
  args: {
    label: 'Finished to',
    type: 'date',
    defaultValue: '2026-10-01',
    isInvalid: true,
    errorMessage: 'Choose a day on or after the start date.',
  },
};
export const WithPlaceholder: Story = { args: { placeholder: 'Acme Ltd' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: 'A', errorMessage: 'Use at least 2 characters.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Acme Ltd' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Acme Ltd' } };
