import { leftOutOfFit } from '@facet/reports-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GroupFitView } from './GroupFitView';
import { sampleGroupFit, sampleGroups } from './story-fixtures';

const meta = {
  component: GroupFitView,
  args: { groupId: 1, answer: sampleGroupFit },
} satisfies Meta<typeof GroupFitView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { answer: undefined, isLoading: true } };
export const LoadFailed: Story = { args: { answer: undefined, loadFailure: { status: 500 } } };
export const NoProfile: Story = {
  args: {
    answer: {
      ...sampleGroupFit,
      group: sampleGroups[1]!,
      ranges: null,
      leftOutOfFit: [],
      members: sampleGroupFit.members.map((member) => ({
        ...member,
        fitPercentage: null,
        fitScore: null,
        fitDistance: null,
        counts: null,
      })),
    },
  },
};
export const NoResults: Story = {
  parameters: { screenState: 'empty' },
  args: {
    answer: {
      ...sampleGroupFit,
      members: sampleGroupFit.members.map((member) => ({
        ...member,
        result_id: null,
        fitPercentage: null,
        fitScore: null,
        fitDistance: null,
        counts: null,
      })),
      averageScores: {},
      withResults: 0,
    },
  },
};
export const MembersFit: Story = { parameters: { screenState: 'success' } };
/** The narrowest phone the product is checked on: the charts reflow, nothing scrolls sideways. */
export const MembersFitPhone: Story = {
  parameters: { screenState: 'success' },
  decorators: [
    (Story) => (
      <div style={{ width: '390px', maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
/** The profile sets extraversion and two of its facets: the domain is shown but no fit counts it. */
const nestedRanges = {
  extraversion: { min: 100, max: 170 },
  cordiality: { min: 16, max: 32 },
  assertiveness: { min: 16, max: 32 },
  anxiety: { min: 4, max: 14 },
};
export const ScalesLeftOutOfFit: Story = {
  parameters: { screenState: 'success' },
  args: {
    answer: { ...sampleGroupFit, ranges: nestedRanges, leftOutOfFit: leftOutOfFit(nestedRanges) },
  },
};
export const ScalesLeftOutOfFitSpanish: Story = {
  ...ScalesLeftOutOfFit,
  globals: { language: 'es' },
};
export const ScalesLeftOutOfFitPortuguese: Story = {
  ...ScalesLeftOutOfFit,
  globals: { language: 'pt' },
};
