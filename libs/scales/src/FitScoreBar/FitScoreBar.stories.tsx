import type { Meta, StoryObj } from '@storybook/react-vite';
import { FitScoreBar } from './FitScoreBar';

const meta = {
  title: 'Scales/FitScoreBar',
  component: FitScoreBar,
  args: { fitScore: 96.4, fitDistance: 0 },
  parameters: {
    docs: {
      description: {
        component:
          'A fit with a profile as the continuous score (`fitScoreOf`, 0–100: 100 at the ranges’ centres, 90 at their edges, lower the further outside) and a bar that repeats it; every list of people shows a fit this way (ranking, people pipeline).',
      },
    },
  },
} satisfies Meta<typeof FitScoreBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideEveryRange: Story = {};
export const OutsideTheRanges: Story = { args: { fitScore: 51.3, fitDistance: 7.5 } };
export const NotCompared: Story = { args: { fitScore: null, fitDistance: null } };
