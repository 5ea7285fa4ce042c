import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message' },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = {
  args: { defaultValue: 'I would like to know which data you hold about me.' },
};
export const AtLimit: Story = { args: { maxLength: 20, defaultValue: 'Twenty characters!!!' } };
export const WithDescription: Story = {
  args: { description: 'Tell us what you need; we answer within two working days.' },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Write a message.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Sent.' } };
