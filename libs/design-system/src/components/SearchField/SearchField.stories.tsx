import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search users', onSubmit: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: 'ana@acme' } };
export const HiddenLabel: Story = { args: { isLabelHidden: true, placeholder: 'Name or e-mail' } };
export const Disabled: Story = { args: { isDisabled: true } };
