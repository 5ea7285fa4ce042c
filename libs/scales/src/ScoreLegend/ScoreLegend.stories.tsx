import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneWidth } from '../private/phoneWidth';
import { ScoreLegend } from './ScoreLegend';

const meta = {
  title: 'Scales/ScoreLegend',
  component: ScoreLegend,
  parameters: {
    docs: {
      description: {
        component:
          'How to read the percentile bars, with samples drawn in the bars’ own styles. Charts show it themselves; a page of single bars shows it once.',
      },
    },
  },
} satisfies Meta<typeof ScoreLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {};
export const WithProfileRange: Story = { args: { showProfileRange: true } };
export const Spanish: Story = { args: { showProfileRange: true, language: 'es' } };
export const Phone: Story = { args: { showProfileRange: true }, decorators: [phoneWidth] };
