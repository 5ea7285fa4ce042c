import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneWidth } from '../private/phoneWidth';
import { sampleRanges, sampleScores } from '../sampleResults';
import { ProfileComparison } from './ProfileComparison';

const meta = {
  title: 'Scales/ProfileComparison',
  component: ProfileComparison,
  args: { scores: sampleScores, ranges: sampleRanges, profileName: 'Sales lead' },
} satisfies Meta<typeof ProfileComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MixedFit: Story = {};
export const FullFit: Story = {
  args: {
    ranges: { extraversion: { min: 100, max: 150 }, orderliness: { min: 16, max: 30 } },
  },
};
export const NoFit: Story = {
  args: { ranges: { anxiety: { min: 0, max: 10 }, ideas: { min: 0, max: 12 } } },
};
export const NoRangesSet: Story = { args: { ranges: {} } };
export const WithoutLegend: Story = { args: { showLegend: false } };
export const Phone: Story = { decorators: [phoneWidth] };
export const WithoutProfileName: Story = { args: { profileName: undefined } };
