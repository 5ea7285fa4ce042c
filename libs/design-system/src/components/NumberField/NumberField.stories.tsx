import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField';

const meta = {
  title: 'Components/NumberField',
  component: NumberField,
  args: { label: 'Licences to add', minValue: 1, maxValue: 2147483647, defaultValue: 10 },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FacetRange: Story = {
  args: {
    label: 'Minimum anxiety',
    minValue: 0,
    maxValue: 32,
    defaultValue: 8,
    description: '0 to 32',
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'The company holds only 3 licences.' },
};
export const Disabled: Story = { args: { isDisabled: true } };
