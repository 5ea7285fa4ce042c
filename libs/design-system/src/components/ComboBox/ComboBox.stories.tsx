import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComboBox } from './ComboBox';

const phonePrefixes = [
  { id: 'ES', label: '+34 Spain', textValue: '+34' },
  { id: 'PT', label: '+351 Portugal', textValue: '+351' },
  { id: 'BR', label: '+55 Brazil', textValue: '+55' },
  { id: 'MX', label: '+52 Mexico', textValue: '+52' },
  { id: 'GB', label: '+44 United Kingdom', textValue: '+44' },
  { id: 'US', label: '+1 United States', textValue: '+1' },
];

const meta = {
  title: 'Components/ComboBox',
  component: ComboBox,
  args: { label: 'Phone prefix', options: phonePrefixes },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PhonePrefix: Story = {};
export const Selected: Story = { args: { defaultSelectedKey: 'PT' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a prefix.' } };
export const Disabled: Story = { args: { isDisabled: true } };
