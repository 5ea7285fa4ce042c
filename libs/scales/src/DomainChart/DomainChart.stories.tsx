import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleScores } from '../sampleResults';
import { DomainChart } from './DomainChart';

const meta = {
  title: 'Scales/DomainChart',
  component: DomainChart,
  args: { scores: sampleScores },
  parameters: {
    docs: {
      description: {
        component:
          'The five domains and their facets as percentile bars over the average band (chart.js, no animation, so it prints as shown). Screen readers get the same numbers as a table; where no canvas exists (jsdom) the table is shown instead.',
      },
    },
  },
} satisfies Meta<typeof DomainChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const OneDomain: Story = { args: { domains: ['extraversion'] } };
export const Partial: Story = {
  args: {
    scores: {
      extraversion: sampleScores.extraversion,
      cordiality: sampleScores.cordiality,
      assertiveness: sampleScores.assertiveness,
    },
    domains: ['extraversion', 'openness_to_experience'],
  },
};
export const Empty: Story = { args: { scores: null } };
export const Portuguese: Story = { args: { language: 'pt' } };
