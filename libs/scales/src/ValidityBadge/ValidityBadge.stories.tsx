import { validityStatuses } from '@facet/assessment-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidityBadge } from './ValidityBadge';

const meta = {
  title: 'Scales/ValidityBadge',
  component: ValidityBadge,
  args: { status: 'questionable' },
  argTypes: { status: { control: 'inline-radio', options: validityStatuses } },
} satisfies Meta<typeof ValidityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = { args: { status: 'valid' } };
export const Questionable: Story = {};
export const Invalid: Story = { args: { status: 'invalid' } };
