import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProfileAtAGlance } from '@facet/reports-domain';
import { AtAGlance } from './AtAGlance';
import { fixtureReport, fixtureReportNearBorders } from './story-fixtures';

function glanceOf(report: { atAGlance: ProfileAtAGlance | null }): ProfileAtAGlance {
  if (!report.atAGlance) throw new Error('A person’s inform has a profile at a glance');
  return report.atAGlance;
}

const meta = {
  component: AtAGlance,
  args: { glance: glanceOf(fixtureReport('en')), language: 'en' },
  parameters: {
    screenStates: {
      loading: 'part of the result page, which shows its own loading shape',
      empty: 'every finished result has five domains and three notes of each kind',
      error: 'part of the result page, which shows its own error',
    },
  },
} satisfies Meta<typeof AtAGlance>;
export default meta;

type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Spanish: Story = {
  globals: { language: 'es' },
  args: { glance: glanceOf(fixtureReport('es')), language: 'es' },
};

export const Portuguese: Story = {
  globals: { language: 'pt' },
  args: { glance: glanceOf(fixtureReport('pt')), language: 'pt' },
};

/**
 * A calm, low-scoring Neuroticism and otherwise high scores: the strengths and watch-outs come
 * from both ends of the facets, and the sliders sit near their poles.
 */
export const NearThePoles: Story = {
  args: { glance: glanceOf(fixtureReportNearBorders('en')), language: 'en' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
