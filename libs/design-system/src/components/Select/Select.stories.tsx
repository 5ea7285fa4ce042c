import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';

const roleOptions = [
  { id: 'admin', label: 'Administrator' },
  { id: 'manager', label: 'Manager' },
  { id: 'employee', label: 'Employee' },
  { id: 'candidate', label: 'Candidate' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Role', options: roleOptions },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'manager' } };
export const WithDescription: Story = {
  args: { description: 'Managers can invite people and see results.' },
};
export const WithDisabledOption: Story = {
  args: {
    options: [
      ...roleOptions.slice(0, 3),
      { id: 'candidate', label: 'Candidate', isDisabled: true },
    ],
  },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a role.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'employee' } };
export const Open: Story = { args: { defaultOpen: true } };
