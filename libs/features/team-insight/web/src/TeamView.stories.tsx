import { phoneGlobals } from '@facet/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  companyTeam,
  emptyTeam,
  everyoneLeftOut,
  fullTeam,
  otherGroups,
  salesComparison,
  teamWithLeftOut,
  tooFewTeam,
} from './story-fixtures';
import { TeamView } from './TeamView';

const noComparison = { groups: otherGroups, onSelectGroup: () => {} };

const meta = {
  component: TeamView,
  args: {
    view: fullTeam,
    backHref: '/company-panel/group/1',
    onDownloadPdf: () => {},
    onRetry: () => {},
    comparison: noComparison,
  },
} satisfies Meta<typeof TeamView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { view: undefined, isLoading: true } };
export const LoadFailed: Story = { args: { view: undefined, loadFailure: { status: 500 } } };
export const NotFound: Story = {
  parameters: { screenState: 'error' },
  args: {
    view: undefined,
    loadFailure: { status: 404, message: 'This group does not exist in your company.' },
  },
};
/** A group with no members yet. */
export const Empty: Story = { args: { view: emptyTeam } };
/** Members, but none with a result that counts: nothing to draw, and the note says why. */
export const EveryoneLeftOut: Story = {
  parameters: { screenState: 'empty' },
  args: { view: everyoneLeftOut },
};
/** Two people counted: their scores stay hidden, so that neither's can be read from the view. */
export const TooFewToShow: Story = {
  parameters: { screenState: 'empty' },
  args: { view: tooFewTeam },
};
export const TooFewToShowSpanish: Story = { ...TooFewToShow, globals: { language: 'es' } };
export const TooFewToShowPortuguese: Story = { ...TooFewToShow, globals: { language: 'pt' } };
export const Success: Story = {};
/**
 * A questionable result counted and marked "Questionable" in the heatmap; two members without a
 * result and an invalid one left out, and the notes say so.
 */
export const SomeLeftOut: Story = {
  parameters: { screenState: 'success' },
  args: { view: teamWithLeftOut },
};
export const SomeLeftOutSpanish: Story = { ...SomeLeftOut, globals: { language: 'es' } };
export const SomeLeftOutPortuguese: Story = { ...SomeLeftOut, globals: { language: 'pt' } };
/** The questionable member is marked in the plain table too. */
export const SomeLeftOutTableView: Story = {
  parameters: { screenState: 'success' },
  args: { view: teamWithLeftOut, initialTableView: true },
};
export const Levels: Story = {
  parameters: { screenState: 'success' },
  args: { initialValueMode: 'levels' },
};
export const Facets: Story = {
  parameters: { screenState: 'success' },
  args: { initialScaleSet: 'facets' },
};
export const TableView: Story = {
  parameters: { screenState: 'success' },
  args: { initialTableView: true },
};
export const Compared: Story = {
  parameters: { screenState: 'success' },
  args: {
    comparison: { ...noComparison, selectedGroupId: 2, comparison: salesComparison },
  },
};
export const CompareLoadFailed: Story = {
  parameters: { screenState: 'error' },
  args: {
    comparison: { ...noComparison, selectedGroupId: 2, loadFailure: { status: 500 } },
  },
};
/** The second group differs from this one by fewer than three counted people. */
export const CompareTooAlike: Story = {
  parameters: { screenState: 'error' },
  args: {
    comparison: {
      ...noComparison,
      selectedGroupId: 2,
      loadFailure: { status: 422, message: 'These two groups differ by fewer than 3 people.' },
    },
  },
};
export const PreparingPdf: Story = {
  parameters: { screenState: 'success' },
  args: { isPreparingPdf: true },
};
/** The company panel's tab: the whole staff, no comparison, headings one level down. */
export const Company: Story = {
  parameters: { screenState: 'success' },
  args: { view: companyTeam, headingLevel: 2, backHref: undefined, comparison: undefined },
};
/** 390 px: the heatmap scrolls inside itself with the names in view, the page does not. */
export const Phone: Story = {
  parameters: { screenState: 'success' },
  globals: phoneGlobals,
  args: { initialScaleSet: 'facets' },
};
