import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneWidth } from '../private/phoneWidth';
import { FacetScoreBar } from './FacetScoreBar';

const meta = {
  title: 'Scales/FacetScoreBar',
  component: FacetScoreBar,
  args: { scale: 'anxiety', score: 21 },
  parameters: {
    docs: {
      description: {
        component:
          'One score as its percentile on a 0-100 track, the same length for every scale, over the hatched average band (percentiles 31-69), with the 90 % band as a line (90 % of the time the true score lies in it) and one level label, which names both levels (“Likely average to high”) when the band crosses a level cut-off. The raw score is in the meter’s value text. `range` draws a profile’s raw range at its percentiles, framed in the colour of `rangePosition`.',
      },
    },
  },
} satisfies Meta<typeof FacetScoreBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facet: Story = {};
export const Domain: Story = { args: { scale: 'extraversion', score: 125, emphasis: 'domain' } };
export const Pen: Story = { args: { scale: 'pen_psychoticism', score: 54 } };
export const Lowest: Story = { args: { scale: 'values', score: 0 } };
export const Highest: Story = { args: { scale: 'ideas', score: 32 } };
export const Average: Story = { args: { scale: 'depression', score: 9 } };
/** Far enough from the cut-offs for the 90 % band to stay within one level: the level alone. */
export const BandWithinOneLevel: Story = { args: { scale: 'orderliness', score: 32 } };
/** The band crosses the average/high cut-off: the level reads “Likely average to high”. */
export const BandCrossingACutOff: Story = { args: { scale: 'anxiety', score: 20 } };
export const BandCrossingACutOffSpanish: Story = {
  args: { scale: 'anxiety', score: 20, language: 'es' },
};
export const BandCrossingACutOffPortuguese: Story = {
  args: { scale: 'anxiety', score: 20, language: 'pt' },
};
export const WithProfileRangeInside: Story = {
  args: { scale: 'assertiveness', score: 24, range: { min: 20, max: 30 }, rangePosition: 'inside' },
};
export const WithProfileRangeBelow: Story = {
  args: { scale: 'orderliness', score: 8, range: { min: 16, max: 30 }, rangePosition: 'below' },
};
export const WithProfileRangeBorderline: Story = {
  args: {
    scale: 'deliberation',
    score: 23,
    range: { min: 24, max: 32 },
    rangePosition: 'borderline',
  },
};
export const SpanishWhateverTheApp: Story = {
  args: { scale: 'depression', score: 9, language: 'es' },
};
export const Phone: Story = {
  args: { scale: 'neuroticism_x_emotional_stability', score: 80, emphasis: 'domain' },
  decorators: [phoneWidth],
};
