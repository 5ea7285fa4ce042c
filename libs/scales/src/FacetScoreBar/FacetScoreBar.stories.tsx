import type { Meta, StoryObj } from '@storybook/react-vite';
import { FacetScoreBar } from './FacetScoreBar';

const meta = {
  title: 'Scales/FacetScoreBar',
  component: FacetScoreBar,
  args: { scale: 'anxiety', score: 21 },
  parameters: {
    docs: {
      description: {
        component:
          'One score as a bar on its scale (0-32 for a facet, 0-192 for a domain or PEN scale). Use `showNormBands` in reports, `range` when comparing with a profile.',
      },
    },
  },
} satisfies Meta<typeof FacetScoreBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facet: Story = {};
export const Domain: Story = { args: { scale: 'extraversion', score: 125 } };
export const Pen: Story = { args: { scale: 'pen_psychoticism', score: 54 } };
export const Empty: Story = { args: { scale: 'values', score: 0, showNormBands: true } };
export const Full: Story = { args: { scale: 'ideas', score: 32, showNormBands: true } };
export const WithNormBands: Story = { args: { showNormBands: true } };
export const WithProfileRangeInside: Story = {
  args: { scale: 'assertiveness', score: 24, range: { min: 20, max: 30 } },
};
export const WithProfileRangeOutside: Story = {
  args: { scale: 'deliberation', score: 23, range: { min: 24, max: 32 }, showNormBands: true },
};
export const SpanishWhateverTheApp: Story = {
  args: { scale: 'depression', score: 9, showNormBands: true, language: 'es' },
};
