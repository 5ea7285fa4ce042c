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
/** Extraversion is set with assertiveness, and P with trust: each first one is shown, not counted. */
const nestedRanges = {
  extraversion: { min: 110, max: 150 },
  assertiveness: { min: 20, max: 30 },
  trust: { min: 18, max: 32 },
  pen_psychoticism: { min: 0, max: 80 },
};
export const ScalesLeftOut: Story = { args: { ranges: nestedRanges } };
export const ScalesLeftOutSpanish: Story = { args: { ranges: nestedRanges, language: 'es' } };
export const ScalesLeftOutPortuguese: Story = { args: { ranges: nestedRanges, language: 'pt' } };
/**
 * Under a page's own fit headline (the manager's result): no percentage, its own title, the
 * scales outside first, error lines only under the pointer.
 */
export const UnderAFitHeadline: Story = {
  args: {
    ranges: { anxiety: { min: 0, max: 10 }, extraversion: { min: 100, max: 150 } },
    title: 'Scale by scale against “Sales lead”',
    showFitSummary: false,
    outsideFirst: true,
    errorBand: 'onHover',
  },
};
