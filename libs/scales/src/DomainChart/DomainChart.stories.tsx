import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneWidth } from '../private/phoneWidth';
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
          'The five domains and their facets as percentile tracks of one length (HTML, so they reflow on a phone with the name above the track, print crisply and can be measured), with a legend and the raw scores in a table behind "Show the scores as a table".',
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
export const WithoutLegend: Story = { args: { domains: ['extraversion'], showLegend: false } };
export const Empty: Story = { args: { scores: null } };
export const Portuguese: Story = { args: { language: 'pt' } };
export const Phone: Story = { decorators: [phoneWidth] };
