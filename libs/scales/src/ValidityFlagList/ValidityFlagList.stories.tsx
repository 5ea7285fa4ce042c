import { validityFlags } from '@facet/assessment-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ValidityFlagList } from './ValidityFlagList';

const meta = {
  title: 'Scales/ValidityFlagList',
  component: ValidityFlagList,
  args: { flags: ['longstring', 'too_fast'] },
} satisfies Meta<typeof ValidityFlagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFlags: Story = {};
export const EveryFlag: Story = { args: { flags: validityFlags } };
export const NoFlags: Story = { args: { flags: [] } };
